import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button } from '#web/ui/Button.tsx'
import { Dialog } from '#web/ui/Dialog.tsx'
import { useSaveInvitations } from './api/invitations-save.ts'
import styles from './GuestList.module.css'
import { chosenEvents, type GuestEvent } from './guest-events.ts'

/** "Bjud in till…": the selected households are invited to exactly the events ticked here. */
export function InviteDialog({
  siteId,
  householdIds,
  events,
  open,
  onOpenChange,
  onDone,
}: {
  siteId: string
  householdIds: readonly string[]
  events: readonly GuestEvent[]
  open: boolean
  onOpenChange: (open: boolean) => void
  onDone: (count: number) => void
}) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const id = useId()
  const save = useSaveInvitations(siteId)
  const [ticked, setTicked] = useState<Set<string>>(() => new Set(events.map((e) => e.id)))
  const count = householdIds.length

  const toggle = (eventId: string, on: boolean) =>
    setTicked((was) => {
      const next = new Set(was)
      if (on) next.add(eventId)
      else next.delete(eventId)
      return next
    })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (ticked.size === 0) return
    save.mutate(
      { householdIds: [...householdIds], eventIds: chosenEvents(ticked, events) },
      { onSuccess: () => onDone(count) },
    )
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) save.reset()
        onOpenChange(next)
      }}
      title={t('guestList.inviteTitle')}
      description={t('guestList.inviteText', { count })}
      size="wide"
    >
      <form id={`${id}-form`} className={styles.editor} onSubmit={submit}>
        <fieldset className={styles.eventChoices}>
          <legend className={styles.label}>{t('guestList.editorEvents')}</legend>
          {events.map((e) => (
            <label key={e.id} className={styles.check}>
              <input
                type="checkbox"
                checked={ticked.has(e.id)}
                onChange={(change) => toggle(e.id, change.target.checked)}
              />
              {e.title}
            </label>
          ))}
          <p className={styles.meta}>{t('guestList.editorEventsHint')}</p>
        </fieldset>
        {ticked.size === 0 && (
          <p className={styles.error} role="alert">
            {t('guestList.inviteNone')}
          </p>
        )}
        {save.isError && (
          <p className={styles.error} role="alert">
            {t('guestList.inviteFailed')} {serverMessage(save.error, language)}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" disabled={save.isPending || ticked.size === 0}>
            {save.isPending ? t('guestList.inviteSaving') : t('guestList.inviteSave')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {t('guestList.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
