import { memo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SiteModule } from '#domain/modules/registry.ts'
import { sectionNumberStyle } from '#domain/site/section-numbers.ts'
import { moduleViewFor } from '#web/modules/index.ts'
import { setupHint } from '#web/modules/owner.ts'
import type { PublicTexts } from '#web/site/index.ts'
import {
  InlineEditProvider,
  logClientError,
  ModuleErrorBoundary,
  PART,
  sitePageStyles as pageStyles,
} from '#web/site/index.ts'
import { ModuleError } from '#web/site/owner.ts'
import { cx } from '#web/ui/cx.ts'
import { useModuleInlineEditing } from './inline/use-module-inline.tsx'
import styles from './ModuleFrame.module.css'
import { ModuleToolbar } from './ModuleToolbar.tsx'

interface Props {
  module: SiteModule
  slug: string
  index: number
  count: number
  language: string
  editing: boolean
  siteId: string
  texts: PublicTexts
  contactMail: string
  onAddBefore: (moduleId: string) => void
  /** Its place among the titled sections guests see, for a layout that numbers them. */
  sectionNumber?: string | undefined
}

/**
 * One module in the editor: the view guests see, with its texts editable in place, its action bar,
 * and the note on a hidden module. Memoised: typing in one module re-renders only that one.
 */
export const ModuleFrame = memo(function ModuleFrame(props: Props) {
  const { module, slug, language, editing, texts, contactMail, siteId } = props
  const { t } = useTranslation()
  const [editView, setEditView] = useState<string | null>(null)
  const [popupOpen, setPopupOpen] = useState(false)
  const hint = editing ? setupHint(module) : null
  const View = moduleViewFor(module)
  const view = View ? (
    <View module={module} language={language} />
  ) : (
    // The schema only lets known types in; a newer type from another client still must not crash.
    <p className={styles.unknown}>{t('editor.noViewForType', { type: module.siteModuleType })}</p>
  )
  return (
    <section
      id={slug}
      className={cx(pageStyles.module, editing && styles.frame, module.hide && styles.hidden)}
      data-part={PART.module}
      data-module-type={module.siteModuleType}
      data-module-id={module.id}
      style={sectionNumberStyle(props.sectionNumber)}
    >
      {editing && (
        <ModuleToolbar
          {...props}
          editView={editView}
          onEditView={setEditView}
          popupOpen={popupOpen}
          onPopupOpen={setPopupOpen}
        />
      )}
      {editing && module.hide && <p className={styles.hiddenNote}>{t('editor.hiddenNote')}</p>}
      {hint && (
        <p className={styles.setupHint}>
          <span>{t(`editor.setup.${hint}`)}</span>
          <button type="button" className={styles.setupButton} onClick={() => setPopupOpen(true)}>
            {t('editor.setup.open')}
          </button>
        </p>
      )}
      <ModuleErrorBoundary
        fallback={<ModuleError texts={texts} contactMail={contactMail} />}
        onError={(error) =>
          void logClientError(
            error,
            `Editor: module ${module.id} (${module.siteModuleType}) on site ${siteId}`,
          )
        }
      >
        {editing ? (
          <EditableView module={module} language={language} editView={editView} view={view} />
        ) : (
          view
        )}
      </ModuleErrorBoundary>
    </section>
  )
})

function EditableView({
  module,
  language,
  editView,
  view,
}: {
  module: SiteModule
  language: string
  editView: string | null
  view: React.ReactNode
}) {
  const inline = useModuleInlineEditing(module, language, editView)
  return <InlineEditProvider value={inline}>{view}</InlineEditProvider>
}
