import { serverMessage } from '#web/api/serverMessage.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button } from '#web/ui/Button.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import styles from './MoreBlocks.module.css'
import type { SettingSave } from './use-setting-save.ts'

interface Props {
  /** The save button's text; each block names what it saves, as there are several. */
  label: string
  /** Whether the setting differs from the saved one in a way that may be saved. */
  enabled: boolean
  /** The translated title of a failure, shown above the server's message. */
  failedTitle: string
  state: Pick<SettingSave, 'busy' | 'error' | 'status'>
}

/** A block's submit button, its confirmation (a polite live region) and its failure. */
export function SettingActions({ label, enabled, failedTitle, state }: Props) {
  const language = useInterfaceLanguage()
  return (
    <>
      {state.error !== null && <ErrorBox title={failedTitle} detail={serverMessage(state.error, language)} />}
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" busy={state.busy} disabled={!enabled}>
          {label}
        </Button>
        <p className={styles.status} role="status">
          {state.status}
        </p>
      </div>
    </>
  )
}
