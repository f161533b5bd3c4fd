import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button } from '#web/ui/Button.tsx'
import { Dialog } from '#web/ui/Dialog.tsx'
import { useClearContactData } from './api/households-clear-contact-data.ts'
import { useRequireCode } from './api/households-require-code.ts'
import styles from './GuestList.module.css'

/** Whether an answer needs a personal link, and the after-the-event clearing of contact data. */
export function GuestListSettings({ siteId, requireCode }: { siteId: string; requireCode: boolean }) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const setRequire = useRequireCode(siteId)
  const clear = useClearContactData(siteId)
  const [confirming, setConfirming] = useState(false)
  return (
    <section className={styles.settings} aria-labelledby="guest-list-settings">
      <h2 id="guest-list-settings" className={styles.panelTitle}>
        {t('guestList.settings')}
      </h2>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={requireCode}
          disabled={setRequire.isPending}
          onChange={(e) => setRequire.mutate(e.target.checked)}
        />
        {t('guestList.requireCode')}
      </label>
      {setRequire.isError && (
        <p className={styles.error} role="alert">
          {serverMessage(setRequire.error, language)}
        </p>
      )}
      <p className={styles.meta}>{t('guestList.clearHint')}</p>
      <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
        {t('guestList.clearContactData')}
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('guestList.clearContactData')}
        description={t('guestList.clearConfirm')}
        actions={
          <>
            <Button
              type="button"
              disabled={clear.isPending}
              onClick={() => clear.mutate(undefined, { onSuccess: () => setConfirming(false) })}
            >
              {t('guestList.clearContactDataConfirm')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
              {t('guestList.cancel')}
            </Button>
          </>
        }
      >
        {clear.isError && (
          <p className={styles.error} role="alert">
            {serverMessage(clear.error, language)}
          </p>
        )}
      </Dialog>
    </section>
  )
}
