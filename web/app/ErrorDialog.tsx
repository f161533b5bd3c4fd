import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { errorStatus } from '#web/api/serverMessage.ts'
import { Button } from '#web/ui/Button.tsx'
import { Dialog, DialogClose } from '#web/ui/Dialog.tsx'
import { errorDialogMessage } from './error-dialog-message.ts'
import { paths } from './paths.ts'

/**
 * Shows an error in a modal (spec 000 sections 4 and 8): opens when an error is supplied or
 * changed, once per error, and stays closed after closing until a different error comes.
 */
export function ErrorDialog({ error }: { error: unknown }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const shown = useRef<unknown>(undefined)

  useEffect(() => {
    if (error === undefined || error === null || error === shown.current) return
    shown.current = error
    setOpen(true)
  }, [error])

  const needsLogin = errorStatus(error) === 403
  const message = errorDialogMessage(error) ?? t('errorDialog.unknown')

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('errorDialog.title')}
      description={message}
      actions={
        needsLogin ? (
          <Button
            onClick={() => {
              setOpen(false)
              navigate(paths.login)
            }}
          >
            {t('errorDialog.logIn')}
          </Button>
        ) : (
          <DialogClose asChild>
            <Button>{t('errorDialog.close')}</Button>
          </DialogClose>
        )
      }
    />
  )
}
