import { useTranslation } from 'react-i18next'
import styles from './SkipLink.module.css'

/** The first stop of the keyboard: a link past the header and menu to the page's `<main id="main">`. */
export function SkipLink() {
  const { t } = useTranslation()
  return (
    <a className={styles.skip} href="#main">
      {t('common.skipToContent')}
    </a>
  )
}
