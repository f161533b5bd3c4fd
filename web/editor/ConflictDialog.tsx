import { useTranslation } from 'react-i18next'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button } from '#web/ui/Button.tsx'
import { Dialog } from '#web/ui/Dialog.tsx'
import type { Save } from './use-save.ts'

/** A stale save (409): the server's message, and the owner's changes are never dropped unasked. */
export function ConflictDialog({ save }: { save: Save }) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  return (
    <Dialog
      open={Boolean(save.conflict)}
      onOpenChange={(open) => !open && save.dismissConflict()}
      title={t('editor.conflictTitle')}
      description={
        <>
          <span role="alert">{save.conflict ? serverMessage(save.conflict, language) : ''}</span>{' '}
          {t('editor.conflictKeep')}
        </>
      }
      actions={
        <>
          <Button variant="secondary" onClick={save.dismissConflict} autoFocus>
            {t('editor.conflictCancel')}
          </Button>
          <Button variant="secondary" onClick={() => void save.reload()}>
            {t('editor.conflictReload')}
          </Button>
          <Button onClick={() => void save.overwrite()}>{t('editor.conflictOverwrite')}</Button>
        </>
      }
    />
  )
}
