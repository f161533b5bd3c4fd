import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClassName } from '#web/ui/Button.tsx'
import { Drawer } from './Drawer.tsx'
import styles from './Drawers.module.css'
import { SiteLanguagesEditor } from './languages/SiteLanguagesEditor.tsx'
import { useEditor, useEditorStore } from './store.ts'

interface Props {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The Mer drawer (spec 001 section 2): the address and the site's languages. */
export function MoreDrawer({ open, onOpenChange }: Props) {
  const { t } = useTranslation()
  const store = useEditorStore()
  const siteId = useEditor((s) => s.site._id)
  const host = useEditor((s) => (s.site.active ? s.site.host : null))
  const languages = useEditor((s) => s.site.availableLanguages)
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={t('editor.drawer.moreTitle')}>
      <section className={styles.block} aria-labelledby="more-address">
        <h3 id="more-address" className={styles.legend}>
          {t('editor.address')}
        </h3>
        {host ? (
          <p className={styles.value}>{host}</p>
        ) : (
          <p className={styles.hint}>{t('editor.addressText')}</p>
        )}
        <Link
          className={buttonClassName('secondary')}
          to={`/redigera/${encodeURIComponent(siteId)}/valj-adress`}
        >
          {t('editor.chooseAddress')}
        </Link>
      </section>
      <section className={styles.block} aria-labelledby="more-languages">
        <h3 id="more-languages" className={styles.legend}>
          {t('editor.languagesTitle')}
        </h3>
        <p className={styles.hint}>{t('editor.languagesText')}</p>
        <SiteLanguagesEditor
          languages={languages.map((l) => l.languageCode)}
          onChange={(codes) =>
            store.change((site) => ({
              ...site,
              availableLanguages: codes.map((languageCode) => ({ languageCode })),
            }))
          }
        />
      </section>
    </Drawer>
  )
}
