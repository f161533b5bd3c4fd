import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SiteModule } from '#domain/modules/registry.ts'
import { editorDefinitionOf, popupFor, toolsFor } from '#web/modules/owner.ts'
import { cx } from '#web/ui/cx.ts'
import { useAnnounce } from './announce.tsx'
import { ConfirmDialog } from './ConfirmDialog.tsx'
import type { IconName } from './icons.tsx'
import styles from './ModuleFrame.module.css'
import { canMoveDown, canMoveUp, moveById, removeModule, toggleHidden } from './module-actions.ts'
import { scrollToModule } from './scroll.ts'
import { useEditorStore } from './store.ts'
import { ToolButton } from './ToolButton.tsx'

interface Props {
  module: SiteModule
  index: number
  count: number
  onAddBefore: (moduleId: string) => void
  editView: string | null
  onEditView: (view: string) => void
  popupOpen: boolean
  onPopupOpen: (open: boolean) => void
}

/** The action bar of one module in edit mode (spec 001 section 2, Per-module behaviour). */
export function ModuleToolbar({
  module,
  index,
  count,
  onAddBefore,
  editView,
  onEditView,
  popupOpen,
  onPopupOpen,
}: Props) {
  const { t } = useTranslation()
  const store = useEditorStore()
  const announce = useAnnounce()
  const [confirming, setConfirming] = useState(false)
  const Popup = popupFor(module.siteModuleType)
  const Tools = toolsFor(module.siteModuleType)
  const views = editorDefinitionOf(module.siteModuleType)?.editViews
  const type = t(`moduleTypes.${module.siteModuleType}`, { defaultValue: module.siteModuleType })

  const move = (delta: number, from: HTMLElement) => {
    const toolbar = from.closest('[role="toolbar"]')
    const kept = from.dataset.action
    store.changeModules((modules) => moveById(modules, module.id, delta))
    const position = Math.min(count, Math.max(1, index + 1 + delta))
    announce(t('editor.moduleMoved', { type, position, count }))
    scrollToModule(module.id, () => {
      // The button pressed may be gone at an end of the list: focus stays in the same bar.
      const bar = toolbar?.isConnected
        ? toolbar
        : document.querySelector(`[data-module-id="${module.id}"] [role="toolbar"]`)
      const target =
        bar?.querySelector<HTMLElement>(`[data-action="${kept}"]`) ??
        bar?.querySelector<HTMLElement>('[data-action="up"], [data-action="down"]')
      target?.focus({ preventScroll: true })
    })
  }

  const button = (
    action: string,
    icon: IconName,
    label: string,
    onClick: (el: HTMLElement) => void,
    danger = false,
  ) => (
    <ToolButton action={action} icon={icon} label={label} onClick={onClick} danger={danger} look={styles} />
  )

  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('editor.moduleActions', { type })}>
      <span className={styles.type}>{type}</span>
      {views && (
        // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring form styling into the toolbar row
        <div className={styles.views} role="group" aria-label={t('editor.editViews')}>
          {views.map((view) => {
            const current = (editView ?? views[0]) === view
            return (
              <button
                key={view}
                type="button"
                aria-pressed={current}
                className={cx(styles.view, current && styles.viewCurrent)}
                onClick={() => onEditView(view)}
              >
                {t(`editor.views.${view}` as 'editor.views.startButton')}
              </button>
            )
          })}
        </div>
      )}
      <div className={styles.tools}>
        {Tools && (
          <Suspense fallback={null}>
            <Tools module={module} />
          </Suspense>
        )}
        {Popup && button('settings', 'settings', t('editor.settings', { type }), () => onPopupOpen(true))}
        {canMoveUp(index) && button('up', 'up', t('editor.moveUp'), (el) => move(-1, el))}
        {canMoveDown(index, count) && button('down', 'down', t('editor.moveDown'), (el) => move(1, el))}
        {button(
          'hide',
          module.hide ? 'eye' : 'eyeOff',
          module.hide ? t('editor.show') : t('editor.hide'),
          () => store.changeModules((modules) => toggleHidden(modules, module.id)),
        )}
        {button('add', 'plus', t('editor.addBefore'), () => onAddBefore(module.id))}
        {button('remove', 'trash', t('editor.remove'), () => setConfirming(true), true)}
      </div>
      {Popup && popupOpen && (
        <Suspense fallback={null}>
          <Popup module={module} open={popupOpen} onOpenChange={onPopupOpen} />
        </Suspense>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('editor.removeTitle')}
        text={t('editor.removeText', { type })}
        confirmLabel={t('editor.removeConfirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          store.changeModules((modules) => removeModule(modules, module.id))
          announce(t('editor.moduleRemoved', { type }))
        }}
      />
    </div>
  )
}
