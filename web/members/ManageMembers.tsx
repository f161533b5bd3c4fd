import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MEMBER_ROLES, type Member, type MemberRole } from '#domain/members/members.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useReportedError } from '#web/app/use-reported-error.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button } from '#web/ui/Button.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { Field } from '#web/ui/Field.tsx'
import { PageSpinner } from '#web/ui/Spinner.tsx'
import { useChangeRole } from './api/members-change.ts'
import { useInviteMember } from './api/members-invite.ts'
import { useMembers } from './api/members-list.ts'
import { useRemoveMember } from './api/members-remove.ts'
import styles from './Members.module.css'

/**
 * The owners' part of the members page (issue 33): the owner and co-owners invite people by mail
 * with a role, change a role and remove a member. What each role may do is said beside it.
 */
export function ManageMembers({ siteId }: { siteId: string }) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const members = useMembers(siteId)
  useReportedError(members.error, `GET /api/sites/${siteId}/members`)
  const invite = useInviteMember(siteId)
  const change = useChangeRole(siteId)
  const remove = useRemoveMember(siteId)
  const [mail, setMail] = useState('')
  const [role, setRole] = useState<MemberRole>('toastmaster')
  const [confirming, setConfirming] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')

  if (members.isPending) return <PageSpinner label={t('members.loading')} />
  if (members.isError)
    return <ErrorBox title={t('members.loadFailed')} detail={serverMessage(members.error, language)} />

  const submit = (event: FormEvent) => {
    event.preventDefault()
    invite.mutate(
      { mail, role },
      {
        onSuccess: (member) => {
          setAnnouncement(t('members.invited', { mail: member.mail }))
          setMail('')
        },
      },
    )
  }
  const date = (iso: string) => new Date(iso).toLocaleDateString(language, { day: 'numeric', month: 'long' })
  const status = (member: Member) =>
    member.status === 'active'
      ? t('members.active')
      : member.expiresAt
        ? t('members.invitedUntil', { date: date(member.expiresAt) })
        : t('members.invitationEnded')
  const failed = change.error ?? remove.error

  return (
    <>
      <p className={styles.intro}>{t('members.intro')}</p>

      <form className={styles.panel} onSubmit={submit} noValidate>
        <h2 className={styles.subheading}>{t('members.inviteTitle')}</h2>
        <Field
          label={t('members.mail')}
          name="mail"
          type="email"
          autoComplete="off"
          required
          value={mail}
          onChange={(e) => setMail(e.target.value)}
          message={invite.isError ? serverMessage(invite.error, language) : undefined}
        />
        <fieldset className={styles.roles}>
          <legend className={styles.legend}>{t('members.role')}</legend>
          {MEMBER_ROLES.map((r) => (
            <label key={r} className={styles.roleOption}>
              <input type="radio" name="role" value={r} checked={role === r} onChange={() => setRole(r)} />
              <span>
                <strong>{t(`members.roles.${r}`)}</strong>
                <span className={styles.roleHint}>{t(`members.roleHints.${r}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div>
          <Button type="submit" busy={invite.isPending}>
            {t('members.send')}
          </Button>
        </div>
      </form>

      <p className={styles.visuallyHidden} role="status">
        {announcement}
      </p>
      {failed && (
        <p className={styles.error} role="alert">
          {serverMessage(failed, language)}
        </p>
      )}

      <h2 className={styles.subheading}>{t('members.listTitle')}</h2>
      <ul className={styles.list}>
        <li className={styles.item}>
          <div className={styles.who}>
            <Person {...members.data.owner} />
            <p className={styles.meta}>{t('members.ownerNote')}</p>
          </div>
          <span className={styles.badge}>{t('members.roles.owner')}</span>
        </li>
        {members.data.members.map((member) => (
          <li key={member.id} className={styles.item}>
            <div className={styles.who}>
              <Person {...member} />
              <p className={styles.meta}>{status(member)}</p>
            </div>
            <div className={styles.tools}>
              <label className={styles.inline}>
                <span className={styles.visuallyHidden}>{t('members.roleOf', { who: shown(member) })}</span>
                <select
                  className={styles.select}
                  value={member.role}
                  onChange={(e) => change.mutate({ id: member.id, role: e.target.value as MemberRole })}
                >
                  {MEMBER_ROLES.map((r) => (
                    <option key={r} value={r}>
                      {t(`members.roles.${r}`)}
                    </option>
                  ))}
                </select>
              </label>
              {confirming === member.id ? (
                <>
                  <Button
                    variant="primary"
                    busy={remove.isPending}
                    onClick={() =>
                      remove.mutate(member.id, {
                        onSuccess: () => {
                          setConfirming(null)
                          setAnnouncement(t('members.removed', { who: shown(member) }))
                        },
                      })
                    }
                  >
                    {t('members.confirmRemove', { who: shown(member) })}
                  </Button>
                  <Button variant="secondary" onClick={() => setConfirming(null)}>
                    {t('members.cancel')}
                  </Button>
                </>
              ) : (
                <Button variant="secondary" onClick={() => setConfirming(member.id)}>
                  {t('members.remove')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {members.data.members.length === 0 && <p className={styles.intro}>{t('members.empty')}</p>}
    </>
  )
}

/** How a person is called on the page: the name their account gave, else their mail. */
const shown = (person: { name: string | null; mail: string }) => person.name ?? person.mail

/**
 * A person of the site by name, with the mail under it: only the owners see this list, and they
 * need the mail to tell people apart and to know whom they invited.
 */
function Person({ name, mail }: { name: string | null; mail: string }) {
  if (name === null) return <p className={styles.mail}>{mail}</p>
  return (
    <>
      <p className={styles.mail}>{name}</p>
      <p className={styles.address}>{mail}</p>
    </>
  )
}
