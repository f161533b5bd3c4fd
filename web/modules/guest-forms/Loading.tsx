import styles from './Loading.module.css'

/**
 * A small spinner with a text, announced politely: shown while a guest form's code or key loads;
 * floating at the bottom of the screen while a dialog's code loads.
 */
export function LoadingNote({ text, floating = false }: { text: string; floating?: boolean }) {
  return (
    <p className={`${styles.loading} ${floating ? styles.toast : ''}`} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {text}
    </p>
  )
}
