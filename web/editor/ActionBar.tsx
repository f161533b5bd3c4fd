import type { ReactNode, Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { cx } from '#web/ui/cx.ts'
import styles from './ActionBar.module.css'
import { Icon } from './icons.tsx'
import { type EditorMode, useEditor, useEditorStore } from './store.ts'

interface Props {
  /** The bar's element, whose height the site's sticky header sticks below. */
  ref?: Ref<HTMLDivElement>
  saving: boolean
  onSave: () => void
  /** The address page, or null when Välj adress is not offered (active site, quick start). */
  addressPath: string | null
  onDesign: () => void
  onMore: () => void
  /** The editing-language switch, when the site has more than one language. */
  languageSwitch?: ReactNode
}

/** The owner's action bar (spec 001 section 2): modes, save, address, Design and Mer drawers. */
export function ActionBar({ ref, saving, onSave, addressPath, onDesign, onMore, languageSwitch }: Props) {
  const { t } = useTranslation()
  const store = useEditorStore()
  const mode = useEditor((s) => s.mode)
  const dirty = useEditor((s) => s.dirty)

  const modeButton = (value: EditorMode, icon: 'pencil' | 'eyeOpen', label: string) => (
    <button
      type="button"
      className={cx(styles.mode, mode === value && styles.current)}
      aria-pressed={mode === value}
      onClick={() => store.setMode(value)}
    >
      <Icon name={icon} />
      <span>{label}</span>
    </button>
  )

  return (
    <div ref={ref} className={styles.bar} role="toolbar" aria-label={t('editor.actionsLabel')}>
      <div className={styles.group}>
        {modeButton('edit', 'pencil', t('editor.edit'))}
        {modeButton('preview', 'eyeOpen', t('editor.preview'))}
      </div>
      {languageSwitch && <div className={styles.language}>{languageSwitch}</div>}
      <div className={styles.group}>
        {addressPath && (
          <Link className={styles.action} to={addressPath}>
            <Icon name="link" />
            <span>{t('editor.chooseAddress')}</span>
          </Link>
        )}
        <button type="button" className={styles.action} onClick={onDesign} aria-haspopup="dialog">
          <Icon name="palette" />
          <span>{t('editor.design')}</span>
        </button>
        <button type="button" className={styles.action} onClick={onMore} aria-haspopup="dialog">
          <Icon name="more" />
          <span>{t('editor.more')}</span>
        </button>
        <button
          type="button"
          className={cx(styles.save, dirty && styles.dirty)}
          onClick={onSave}
          disabled={saving}
          aria-busy={saving || undefined}
          aria-describedby="editor-save-state"
        >
          <Icon name="save" />
          <span>{saving ? t('editor.saving') : t('editor.save')}</span>
        </button>
        <span id="editor-save-state" className={styles.state} role="status">
          {dirty ? t('editor.unsaved') : t('editor.saved')}
        </span>
      </div>
    </div>
  )
}
