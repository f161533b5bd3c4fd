import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { qrUrlForHost } from '#domain/prints/defaults.ts'
import type { PrintQrItem } from '#domain/prints/print.ts'
import { Icon } from '#web/editor/index.ts'
import { Button } from '#web/ui/Button.tsx'
import { Dialog } from '#web/ui/Dialog.tsx'
import { Field } from '#web/ui/Field.tsx'
import styles from './PrintEditor.module.css'

interface Props {
  item: PrintQrItem
  siteHost: string | null
  onChange: (properties: PrintQrItem['properties']) => void
  announce: (message: string) => void
}

/** The QR code's tools in edit mode: its address and hiding it; a hidden code leaves an add button. */
export function QrTools({ item, siteHost, onChange, announce }: Props) {
  const { t } = useTranslation()
  const [editing, setEditing] = useState(false)
  const { hidden } = item.properties
  return (
    <>
      {hidden ? (
        <Button
          variant="secondary"
          onClick={() => {
            onChange({ ...item.properties, hidden: false })
            announce(t('prints.editor.qr.add'))
          }}
        >
          {t('prints.editor.qr.add')}
        </Button>
      ) : (
        <div className={styles.qrTools}>
          <button type="button" className={styles.tool} onClick={() => setEditing(true)}>
            <Icon name="link" />
            <span>{t('prints.editor.qr.editUrl')}</span>
          </button>
          <button
            type="button"
            className={styles.tool}
            onClick={() => {
              onChange({ ...item.properties, hidden: true })
              announce(t('prints.editor.qr.hide'))
            }}
          >
            <Icon name="eyeOff" />
            <span>{t('prints.editor.qr.hide')}</span>
          </button>
        </div>
      )}
      {editing && (
        <QrUrlDialog
          url={item.properties.url}
          siteHost={siteHost}
          onClose={() => setEditing(false)}
          onSave={(url) => {
            onChange({ ...item.properties, url })
            setEditing(false)
          }}
        />
      )}
    </>
  )
}

/** The QR address (spec 002 section 5: the field is required). */
function QrUrlDialog({
  url,
  siteHost,
  onClose,
  onSave,
}: {
  url: string
  siteHost: string | null
  onClose: () => void
  onSave: (url: string) => void
}) {
  const { t } = useTranslation()
  const [value, setValue] = useState(url)
  const [message, setMessage] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = value.trim()
    if (!trimmed) {
      setMessage(t('prints.editor.qr.urlRequired'))
      return
    }
    onSave(trimmed)
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('prints.editor.qr.dialogTitle')}
      description={t('prints.editor.qr.dialogText')}
    >
      <form onSubmit={submit} noValidate>
        <Field
          label={t('prints.editor.qr.urlLabel')}
          name="qrUrl"
          type="url"
          inputMode="url"
          required
          value={value}
          message={message}
          onChange={(event) => {
            setValue(event.target.value)
            setMessage('')
          }}
        />
        {siteHost && (
          <Button variant="secondary" onClick={() => setValue(qrUrlForHost(siteHost))}>
            {t('prints.editor.qr.useSite', { host: siteHost })}
          </Button>
        )}
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('prints.editor.qr.cancel')}
          </Button>
          <Button type="submit">{t('prints.editor.qr.done')}</Button>
        </div>
      </form>
    </Dialog>
  )
}
