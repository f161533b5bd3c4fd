import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/ui/Button.tsx'
import { Dialog } from '#web/ui/Dialog.tsx'
import { Field } from '#web/ui/Field.tsx'
import { linkHrefFromInput } from './link-url.ts'

interface Props {
  /** The href of the link being changed; empty for a new link. */
  href: string
  onSave: (href: string) => void
  onRemove: () => void
  onClose: () => void
}

/** "Link text prompts for a URL starting with {host}": the address field starts as https://. */
export function LinkDialog({ href, onSave, onRemove, onClose }: Props) {
  const { t } = useTranslation()
  const formId = useId()
  const [value, setValue] = useState(href || 'https://')
  const [message, setMessage] = useState('')

  function submit(event: FormEvent) {
    event.preventDefault()
    const next = linkHrefFromInput(value)
    if (next) onSave(next)
    else setMessage(t('richText.linkDialog.invalid'))
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={t('richText.linkDialog.title')}
      actions={
        <>
          {href && (
            <Button variant="secondary" onClick={onRemove}>
              {t('richText.linkDialog.remove')}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t('richText.linkDialog.cancel')}
          </Button>
          <Button type="submit" form={formId}>
            {t('richText.linkDialog.save')}
          </Button>
        </>
      }
    >
      {/* The check is ours (http, https, mailto, tel; "www.…" gets https://), not the browser's. */}
      <form id={formId} noValidate onSubmit={submit}>
        <Field
          label={t('richText.linkDialog.url')}
          name="url"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          hint={t('richText.linkDialog.hint')}
          value={value}
          message={message}
          onChange={(event) => {
            setValue(event.target.value)
            setMessage('')
          }}
        />
      </form>
    </Dialog>
  )
}
