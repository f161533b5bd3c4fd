import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMe } from '#web/api/accounts-me.ts'
import { useSendFeedback } from '#web/api/feedback-send.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button } from '#web/ui/Button.tsx'
import { Dialog, DialogClose } from '#web/ui/Dialog.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import fieldStyles from '#web/ui/Field.module.css'
import { Field } from '#web/ui/Field.tsx'
import { useNativeValidation } from '#web/ui/use-native-validation.ts'
import styles from './FeedbackDialog.module.css'
import { logError } from './log.ts'

interface FeedbackDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

function text(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name)
  return typeof value === 'string' ? value.trim() : ''
}

/**
 * The feedback dialog (spec 000 sections 2 and 4): a form (text required, 'I want a reply' with a
 * mail field), then a thank-you view. POST /api/feedback/. Closing starts it afresh.
 */
export function FeedbackDialog({ open, onOpenChange }: FeedbackDialogProps) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const send = useSendFeedback()
  const me = useMe()
  const { messages, validate, onChange } = useNativeValidation()
  const [wantsReply, setWantsReply] = useState(false)
  const textId = useId()
  const thanksRef = useRef<HTMLDivElement>(null)

  const { reset } = send
  useEffect(() => {
    if (!open) {
      reset()
      setWantsReply(false)
    }
  }, [open, reset])

  useEffect(() => {
    if (send.isSuccess) thanksRef.current?.focus()
  }, [send.isSuccess])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    if (!validate(form) || send.isPending) return
    const userMail = text(form, 'userMail')
    send.mutate(
      {
        expectsReply: wantsReply,
        ...(wantsReply && userMail ? { userMail } : {}),
        feedbackText: text(form, 'feedbackText'),
      },
      { onError: (error) => void logError(error, 'POST /api/feedback/') },
    )
  }

  const feedbackId = `${textId}-feedback`
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('feedback.title')}
      description={send.isSuccess ? undefined : t('feedback.intro')}
      actions={
        send.isSuccess && (
          <DialogClose asChild>
            <Button>{t('feedback.close')}</Button>
          </DialogClose>
        )
      }
    >
      {send.isSuccess ? (
        <div ref={thanksRef} className={styles.thanks} role="status" tabIndex={-1}>
          <p className={styles.thanksTitle}>{t('feedback.thanksTitle')}</p>
          <p>{send.variables?.expectsReply ? t('feedback.thanksReply') : t('feedback.thanks')}</p>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} onChange={onChange}>
          {send.isError && (
            <ErrorBox title={t('feedback.failed')} detail={serverMessage(send.error, language)} />
          )}
          <div className={fieldStyles.field}>
            <label className={fieldStyles.label} htmlFor={textId}>
              {t('feedback.text')}
            </label>
            <textarea
              id={textId}
              name="feedbackText"
              className={`${fieldStyles.input} ${styles.textarea}`}
              rows={5}
              maxLength={10_000}
              required
              aria-invalid={messages.feedbackText ? true : undefined}
              aria-describedby={feedbackId}
            />
            <p id={feedbackId} className={fieldStyles.feedback} role="alert" data-feedback-for="feedbackText">
              {messages.feedbackText}
            </p>
          </div>
          <label className={styles.check}>
            <input
              type="checkbox"
              name="expectsReply"
              checked={wantsReply}
              onChange={(event) => setWantsReply(event.target.checked)}
            />
            {t('feedback.wantsReply')}
          </label>
          {wantsReply && (
            <Field
              label={t('feedback.mail')}
              name="userMail"
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              required
              hint={t('feedback.mailHint')}
              defaultValue={me.data?.mail ?? ''}
              message={messages.userMail}
            />
          )}
          <div className={styles.actions}>
            <DialogClose asChild>
              <Button variant="secondary">{t('feedback.cancel')}</Button>
            </DialogClose>
            <Button type="submit" busy={send.isPending}>
              {t('feedback.send')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  )
}
