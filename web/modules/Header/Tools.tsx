import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { canStepAlignment, clampAlignment, stepAlignment } from '#domain/modules/header-rules.ts'
import {
  Icon,
  moduleFrameStyles as toolbar,
  useAnnounce,
  useEditor,
  useEditorStore,
} from '#web/editor/index.ts'
import { cx } from '#web/ui/cx.ts'
import type { ModuleToolsProps } from '../editor-parts.ts'
import styles from './Tools.module.css'

const PLACED = { [-1]: 'top', 0: 'middle', 1: 'bottom' } as const

/**
 * The header's title alignment buttons in its action bar (spec 001 section 4): theme9 lays the
 * title over the header image, and only there, with an image, does the alignment show.
 */
export default function HeaderTools({ module }: ModuleToolsProps<'Header'>) {
  const { t } = useTranslation()
  const store = useEditorStore()
  const announce = useAnnounce()
  const theme = useEditor((s) => s.site.theme)
  const upRef = useRef<HTMLButtonElement>(null)
  const downRef = useRef<HTMLButtonElement>(null)
  // The same test as the header view's overlay.
  if (theme !== 'theme9' || !module.image?.image) return null

  const value = clampAlignment(module.verticalAlignment)
  const step = (delta: -1 | 1) => {
    const next = stepAlignment(value, delta)
    // At the end this button is disabled next; the focus moves on to the one that still works.
    if (!canStepAlignment(next, delta)) (delta < 0 ? downRef : upRef).current?.focus()
    store.changeModule(module.id, (m) =>
      m.siteModuleType === 'Header'
        ? { ...m, verticalAlignment: stepAlignment(m.verticalAlignment, delta) }
        : m,
    )
    announce(t(`moduleEditor.header.placed.${PLACED[next]}`))
  }

  const button = (delta: -1 | 1) => {
    const label = delta < 0 ? t('moduleEditor.header.titleUp') : t('moduleEditor.header.titleDown')
    return (
      <button
        ref={delta < 0 ? upRef : downRef}
        type="button"
        data-action={delta < 0 ? 'title-up' : 'title-down'}
        className={cx(toolbar.tool, styles.step)}
        aria-label={label}
        title={label}
        disabled={!canStepAlignment(value, delta)}
        onClick={() => step(delta)}
      >
        <Icon name={delta < 0 ? 'up' : 'down'} />
      </button>
    )
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring form semantics into the action bar
    <div role="group" aria-label={t('moduleEditor.header.alignment')} className={styles.group}>
      <span className={styles.caption} aria-hidden="true">
        {t('moduleEditor.header.titleShort')}
      </span>
      {button(-1)}
      {button(1)}
    </div>
  )
}
