import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { receiverList } from '#domain/legacy/schema.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button } from '#web/ui/Button.tsx'
import { useSaveLegacySite } from '../api/legacy-sites-update.ts'
import type { LegacyOwnerSite } from './legacy-site.ts'
import styles from './Owner.module.css'

const MAX = 6

/**
 * The legacy receiver e-mails (spec 001 section 5): e-mail inputs, the first required, blanks
 * dropped on save, at most 6 (the add button is hidden at 6).
 */
export function ReceiversForm({ site }: { site: LegacyOwnerSite }) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const save = useSaveLegacySite(site._id)
  const [rsvp, setRsvp] = useState(() => startList(site.mailReceivers.rsvp))
  const [speech, setSpeech] = useState(() => startList(site.mailReceivers.speech))
  const hasSpeech = site.modules.some((m) => m.module === 'Speech2')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const clean = (list: string[]) => list.map((m) => m.trim()).filter(Boolean)
    save.mutate({
      modules: site.modules,
      mailReceivers: { rsvp: clean(rsvp), speech: clean(speech) },
      revision: site.revision,
    })
  }

  return (
    <form className={styles.receivers} onSubmit={submit}>
      <ReceiverList legend={t('legacy.editor.rsvpReceivers')} list={rsvp} onChange={setRsvp} />
      {hasSpeech && (
        <ReceiverList legend={t('legacy.editor.speechReceivers')} list={speech} onChange={setSpeech} />
      )}
      <div className={styles.row}>
        <Button type="submit" disabled={save.isPending}>
          {t('legacy.editor.saveReceivers')}
        </Button>
        <p role="status" className={save.isError ? styles.error : styles.ok}>
          {save.isSuccess && t('legacy.editor.saved')}
          {save.isError && `${t('legacy.editor.saveFailed')}: ${serverMessage(save.error, language)}`}
        </p>
      </div>
    </form>
  )
}

function startList(value: string | string[] | null | undefined): string[] {
  const list = receiverList(value)
  return list.length ? list : ['']
}

function ReceiverList({
  legend,
  list,
  onChange,
}: {
  legend: string
  list: string[]
  onChange: (list: string[]) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <fieldset className={styles.list}>
      <legend className={styles.legend}>{legend}</legend>
      {list.map((mail, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the entries are numbered by their place
        <div key={i} className={styles.entry}>
          <label htmlFor={`${id}-${i}`} className={styles.label}>
            {t('legacy.editor.receiver', { n: i + 1 })}
          </label>
          <input
            id={`${id}-${i}`}
            className={styles.input}
            type="email"
            required={i === 0}
            maxLength={254}
            value={mail}
            onChange={(e) => onChange(list.map((m, j) => (j === i ? e.target.value : m)))}
          />
          {i > 0 && (
            <button
              type="button"
              className={styles.remove}
              aria-label={t('legacy.editor.removeReceiver', { n: i + 1 })}
              onClick={() => onChange(list.filter((_, j) => j !== i))}
            >
              ×
            </button>
          )}
        </div>
      ))}
      {list.length < MAX && (
        <Button type="button" variant="secondary" onClick={() => onChange([...list, ''])}>
          {t('legacy.editor.addReceiver')}
        </Button>
      )}
    </fieldset>
  )
}
