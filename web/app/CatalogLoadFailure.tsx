import { CATALOG_LOAD_ADVICE, CATALOG_LOAD_ERROR } from '#web/i18n/catalogs.ts'
import { Button } from '#web/ui/Button.tsx'
import styles from './FallbackErrorPage.module.css'

/**
 * Shown when the interface texts could not be fetched. Without them no translated page can speak,
 * so this page says it in the spec's own English words.
 */
export function CatalogLoadFailure() {
  return (
    <main className={styles.page}>
      <div className={styles.card} role="alert">
        <h1>{CATALOG_LOAD_ERROR}</h1>
        <p>{CATALOG_LOAD_ADVICE}</p>
        <div className={styles.actions}>
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </div>
      </div>
    </main>
  )
}
