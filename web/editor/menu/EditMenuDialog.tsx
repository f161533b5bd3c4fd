import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { SiteModule } from '#domain/modules/registry.ts'
import { isInterfaceLanguage } from '#domain/site/languages.ts'
import { moduleMenuTitle } from '#domain/site/slugs.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { publicTexts } from '#web/site/index.ts'
import { Button } from '#web/ui/Button.tsx'
import { Dialog, DialogClose } from '#web/ui/Dialog.tsx'
import fieldStyles from '#web/ui/Field.module.css'
import { capitalisedLanguageName } from '../languages/language-codes.ts'
import styles from './EditMenuDialog.module.css'
import { menuAnchors, menuRowStatus, setHideInMenu, setMenuTitle } from './menu-status.ts'

export interface EditMenuDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The site's modules in page order. */
  modules: SiteModule[]
  /** The site's languages; each gets a menu-title field. */
  languages: string[]
  /** The language being edited: its field comes first, and the status and the anchors are for it. */
  language: string
  /** Called on every change with the whole new module list. */
  onChange: (next: SiteModule[]) => void
}

/** The editing language first, then the site's other languages in their order, each once. */
function fieldLanguages(languages: readonly string[], language: string): string[] {
  return [...new Set([language, ...languages])]
}

/**
 * The Ändra meny dialog (spec 001 section 2): one row per module, in page order, with its status in
 * the menu, a 'show in the menu' checkbox and its menu title in each site language, and under it
 * the anchor the module gets. Controlled: every change goes straight to onChange; the editor keeps
 * the list and saves it with the page.
 */
export function EditMenuDialog({
  open,
  onOpenChange,
  modules,
  languages,
  language,
  onChange,
}: EditMenuDialogProps) {
  const { t } = useTranslation()
  const uiLanguage = useInterfaceLanguage()
  const baseId = useId()
  const anchors = menuAnchors(modules, language)
  const codes = fieldLanguages(languages, language)
  // The default title guests see in the menu: in the page's language where the product has one.
  const untitled = (code: string) => publicTexts[isInterfaceLanguage(code) ? code : uiLanguage].menuUntitled
  const labels = new Map(codes.map((code) => [code, capitalisedLanguageName(code, uiLanguage)]))

  const replace = (index: number, next: SiteModule) =>
    onChange(modules.map((module, i) => (i === index ? next : module)))

  return (
    <Dialog
      size="wide"
      open={open}
      onOpenChange={onOpenChange}
      title={t('editMenu.title')}
      description={t('editMenu.intro')}
      actions={
        <DialogClose asChild>
          <Button>{t('editMenu.done')}</Button>
        </DialogClose>
      }
    >
      {modules.length === 0 ? (
        <p className={styles.empty}>{t('editMenu.empty')}</p>
      ) : (
        <ol className={styles.list} aria-label={t('editMenu.list')}>
          {modules.map((module, index) => {
            const id = `${baseId}-${index}`
            const status = menuRowStatus(module, language)
            const name = moduleMenuTitle(module, language) || untitled(language)
            return (
              <li key={module.id} className={styles.row} data-status={status}>
                <section className={styles.group} aria-labelledby={`${id}-heading`}>
                  <div className={styles.head}>
                    <h3 id={`${id}-heading`} className={styles.heading}>
                      <span className={styles.type}>{t(`moduleTypes.${module.siteModuleType}`)}</span>
                      <span className={styles.name}>{name}</span>
                    </h3>
                    <span className={styles.status} data-status={status}>
                      {t(`editMenu.status.${status}`)}
                    </span>
                  </div>

                  <label className={styles.check}>
                    <input
                      type="checkbox"
                      checked={!module.hideInMenu}
                      disabled={module.hide}
                      aria-describedby={module.hide ? `${id}-hidden` : undefined}
                      onChange={(event) => replace(index, setHideInMenu(module, !event.target.checked))}
                    />
                    {t('editMenu.showInMenu')}
                  </label>
                  {module.hide && (
                    <p id={`${id}-hidden`} className={styles.note}>
                      {t('editMenu.hiddenNote')}
                    </p>
                  )}

                  <div className={styles.fields}>
                    {codes.map((code, n) => {
                      const inputId = `${id}-title-${n}`
                      const placeholder =
                        moduleMenuTitle(setMenuTitle(module, code, ''), code) || untitled(code)
                      return (
                        <div key={code} className={styles.field}>
                          <label className={styles.label} htmlFor={inputId}>
                            {t('editMenu.menuTitleFor', { language: labels.get(code) ?? code })}
                          </label>
                          <input
                            id={inputId}
                            className={fieldStyles.input}
                            type="text"
                            lang={code}
                            autoComplete="off"
                            value={module.menuTitle?.[code] ?? ''}
                            placeholder={placeholder}
                            aria-describedby={code === language ? `${id}-anchor` : undefined}
                            onChange={(event) =>
                              replace(index, setMenuTitle(module, code, event.target.value))
                            }
                          />
                        </div>
                      )
                    })}
                  </div>

                  <p id={`${id}-anchor`} className={styles.anchor}>
                    {t(module.hide ? 'editMenu.anchorWhenShown' : 'editMenu.anchor')}{' '}
                    <code className={styles.slug}>#{anchors.get(module.id)}</code>
                  </p>
                </section>
              </li>
            )
          })}
        </ol>
      )}
    </Dialog>
  )
}
