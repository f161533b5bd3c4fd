import { type KeyboardEvent, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { ResponseKind } from './demo.ts'
import styles from './Responses.module.css'

const KINDS: ResponseKind[] = ['rsvp', 'form']

export function tabId(base: string, kind: ResponseKind): string {
  return `${base}-tab-${kind}`
}

/**
 * The OSA and Formulär tabs (WAI-ARIA tabs, automatic activation): arrow keys, Home and End move
 * between them; the active tab alone is in the tab order.
 */
export function ResponseTabs({
  idBase,
  panelId,
  kind,
  onChange,
}: {
  idBase: string
  panelId: string
  kind: ResponseKind
  onChange: (kind: ResponseKind) => void
}) {
  const { t } = useTranslation()
  const refs = useRef<Record<string, HTMLButtonElement | null>>({})

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = KINDS.indexOf(kind)
    const next =
      event.key === 'ArrowRight'
        ? KINDS[(index + 1) % KINDS.length]
        : event.key === 'ArrowLeft'
          ? KINDS[(index - 1 + KINDS.length) % KINDS.length]
          : event.key === 'Home'
            ? KINDS[0]
            : event.key === 'End'
              ? KINDS[KINDS.length - 1]
              : undefined
    if (!next) return
    event.preventDefault()
    onChange(next)
    refs.current[next]?.focus()
  }

  return (
    <div className={styles.tabs} role="tablist" aria-label={t('responses.tabs.label')} onKeyDown={onKeyDown}>
      {KINDS.map((k) => (
        <button
          key={k}
          ref={(el) => {
            refs.current[k] = el
          }}
          id={tabId(idBase, k)}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={k === kind}
          aria-controls={k === kind ? panelId : undefined}
          tabIndex={k === kind ? 0 : -1}
          onClick={() => onChange(k)}
        >
          {k === 'rsvp' ? t('responses.tabs.rsvp') : t('responses.tabs.form')}
        </button>
      ))}
    </div>
  )
}
