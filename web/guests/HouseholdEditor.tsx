import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isInvited } from '#domain/events/invitations.ts'
import type { Household, HouseholdInput, Member } from '#domain/households/household.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button } from '#web/ui/Button.tsx'
import { useSaveHousehold } from './api/households-save.ts'
import { useSaveInvitations } from './api/invitations-save.ts'
import styles from './GuestList.module.css'
import { chosenEvents, type GuestEvent } from './guest-events.ts'

const emptyMember = (): Member => ({ name: '', email: '', phone: '' })

/**
 * Adds or edits one household in place; Escape or Avbryt leaves it unchanged. With several events
 * (issue 32) it also chooses the events the household is invited to, saved after the household.
 */
export function HouseholdEditor({
  siteId,
  household,
  events = [],
  onDone,
}: {
  siteId: string
  household?: Household
  events?: readonly GuestEvent[]
  onDone: (saved?: Household) => void
}) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const id = useId()
  const save = useSaveHousehold(siteId)
  const invite = useSaveInvitations(siteId)
  // What the household is invited to until the couple ticks something (the events may arrive later).
  const [touched, setTouched] = useState<ReadonlySet<string> | null>(null)
  const ticked = touched ?? new Set(events.filter((e) => isInvited(household?.events, e.id)).map((e) => e.id))
  const toggleEvent = (eventId: string, on: boolean) => {
    const next = new Set(ticked)
    if (on) next.add(eventId)
    else next.delete(eventId)
    setTouched(next)
  }
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
    if (events.length > 0 && ticked.size === 0) return
    const eventIds = events.length > 0 ? chosenEvents(ticked, events) : null
    const before = household ? (household.events ?? null) : null
    const changed = JSON.stringify(eventIds) !== JSON.stringify(before)
    save.mutate(
      { id: household?._id, input },
      {
        onSuccess: (saved) => {
          if (events.length === 0 || !changed) return onDone(saved)
          invite.mutate(
            { householdIds: [saved._id], eventIds },
            { onSuccess: () => onDone({ ...saved, events: eventIds }) },
          )
        },
      },
    )
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
      {events.length > 0 && (
        <fieldset className={styles.eventChoices}>
          <legend className={styles.label}>{t('guestList.editorEvents')}</legend>
          {events.map((e) => (
            <label key={e.id} className={styles.check}>
              <input
                type="checkbox"
                checked={ticked.has(e.id)}
                onChange={(change) => toggleEvent(e.id, change.target.checked)}
              />
              {e.title}
            </label>
          ))}
          <p className={styles.meta}>
            {ticked.size === 0 ? t('guestList.inviteNone') : t('guestList.editorEventsHint')}
          </p>
        </fieldset>
      )}
      {(save.isError || invite.isError) && (
        <p className={styles.error} role="alert">
          {t(save.isError ? 'guestList.saveFailed' : 'guestList.inviteFailed')}{' '}
          {serverMessage(save.error ?? invite.error, language)}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          type="submit"
          disabled={save.isPending || invite.isPending || (events.length > 0 && ticked.size === 0)}
        >
          {save.isPending || invite.isPending ? t('guestList.saving') : t('guestList.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => onDone()}>
          {t('guestList.cancel')}
        </Button>
      </div>
    </form>
  )
}
