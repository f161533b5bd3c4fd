import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Household, HouseholdInput, Member } from '#domain/households/household.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button } from '#web/ui/Button.tsx'
import { useSaveHousehold } from './api/households-save.ts'
import styles from './GuestList.module.css'

const emptyMember = (): Member => ({ name: '', email: '', phone: '' })

/** Adds or edits one household in place; Escape or Avbryt leaves it unchanged. */
export function HouseholdEditor({
  siteId,
  household,
  onDone,
}: {
  siteId: string
  household?: Household
  onDone: (saved?: Household) => void
}) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const id = useId()
  const save = useSaveHousehold(siteId)
  const [name, setName] = useState(household?.name ?? '')
  const [members, setMembers] = useState<Member[]>(
    household?.members.length ? household.members : [emptyMember()],
  )
  const [extraGuests, setExtraGuests] = useState(household?.extraGuests ?? 0)
  const [tags, setTags] = useState(household?.tags.join(', ') ?? '')
  const [note, setNote] = useState(household?.note ?? '')

  const setMember = (index: number, change: Partial<Member>) =>
    setMembers((list) => list.map((m, i) => (i === index ? { ...m, ...change } : m)))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const input: HouseholdInput = {
      name,
      members: members.filter((m) => m.name.trim() || m.email.trim() || m.phone.trim()),
      extraGuests,
      tags: tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
      note,
    }
    save.mutate({ id: household?._id, input }, { onSuccess: (saved) => onDone(saved) })
  }

  return (
    <form
      className={styles.editor}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone()
      }}
      aria-label={
        household ? t('guestList.editHousehold', { name: household.name }) : t('guestList.addHousehold')
      }
    >
      <label className={styles.label} htmlFor={`${id}-name`}>
        {t('guestList.householdName')}
      </label>
      <input
        id={`${id}-name`}
        className={styles.input}
        value={name}
        required
        maxLength={200}
        // biome-ignore lint/a11y/noAutofocus: the editor opens on the owner's own action
        autoFocus
        onChange={(e) => setName(e.target.value)}
      />
      <fieldset className={styles.members}>
        <legend className={styles.label}>{t('guestList.members')}</legend>
        {members.map((member, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: members have no id; rows are edited in place
          <div key={index} className={styles.memberRow}>
            <input
              className={styles.input}
              aria-label={t('guestList.memberName', { number: index + 1 })}
              placeholder={t('guestList.memberNamePlaceholder')}
              value={member.name}
              maxLength={200}
              onChange={(e) => setMember(index, { name: e.target.value })}
            />
            <input
              className={styles.input}
              type="email"
              aria-label={t('guestList.memberEmail', { number: index + 1 })}
              placeholder={t('guestList.emailPlaceholder')}
              value={member.email}
              onChange={(e) => setMember(index, { email: e.target.value })}
            />
            <input
              className={styles.input}
              type="tel"
              aria-label={t('guestList.memberPhone', { number: index + 1 })}
              placeholder={t('guestList.phonePlaceholder')}
              value={member.phone}
              maxLength={40}
              onChange={(e) => setMember(index, { phone: e.target.value })}
            />
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => setMembers((list) => list.filter((_, i) => i !== index))}
              aria-label={t('guestList.removeMember', { number: index + 1 })}
            >
              ×
            </button>
          </div>
        ))}
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => setMembers((l) => [...l, emptyMember()])}
        >
          {t('guestList.addMember')}
        </button>
      </fieldset>
      <div className={styles.editorGrid}>
        <div>
          <label className={styles.label} htmlFor={`${id}-extra`}>
            {t('guestList.extraGuests')}
          </label>
          <input
            id={`${id}-extra`}
            className={styles.input}
            type="number"
            min={0}
            max={20}
            value={extraGuests}
            onChange={(e) => setExtraGuests(Math.max(0, Math.min(20, Number(e.target.value) || 0)))}
          />
        </div>
        <div>
          <label className={styles.label} htmlFor={`${id}-tags`}>
            {t('guestList.tags')}
          </label>
          <input
            id={`${id}-tags`}
            className={styles.input}
            value={tags}
            placeholder={t('guestList.tagsPlaceholder')}
            onChange={(e) => setTags(e.target.value)}
          />
        </div>
      </div>
      <label className={styles.label} htmlFor={`${id}-note`}>
        {t('guestList.note')}
      </label>
      <textarea
        id={`${id}-note`}
        className={styles.input}
        rows={2}
        maxLength={2000}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      {save.isError && (
        <p className={styles.error} role="alert">
          {t('guestList.saveFailed')} {serverMessage(save.error, language)}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('guestList.saving') : t('guestList.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => onDone()}>
          {t('guestList.cancel')}
        </Button>
      </div>
    </form>
  )
}
