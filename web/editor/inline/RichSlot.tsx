import { lazy, Suspense, useRef, useState } from 'react'
import { isRichTextEmpty } from '#web/modules/RichText.tsx'
import shared from '#web/modules/shared.module.css'
import { PART } from '#web/site/parts.ts'
import { cx } from '#web/ui/cx.ts'
import styles from './Inline.module.css'

const RichTextEditor = lazy(() => import('../rich-text/RichTextEditor.tsx'))

interface Props {
  className?: string
  value: string
  label: string
  placeholder: string
  onChange: (html: string) => void
}

/**
 * A rich text in place. It shows as the stored HTML until the owner focuses or clicks it; only
 * then does a TipTap editor start. A page of 60 modules thus opens without 60 editors, and
 * typing in one text costs nothing in the others.
 */
export function RichSlot({ className, value, label, placeholder, onChange }: Props) {
  const [active, setActive] = useState(false)
  const point = useRef<{ left: number; top: number } | undefined>(undefined)
  const empty = isRichTextEmpty(value)
  const still = (
    // biome-ignore lint/a11y/useSemanticElements: the stored HTML is shown as the guests see it until the rich editor takes over
    <div
      className={cx(shared.rich, className, styles.rich, empty && styles.richEmpty)}
      data-part={PART.richText}
      data-placeholder={placeholder}
      role="textbox"
      tabIndex={0}
      aria-multiline="true"
      aria-label={label}
      aria-placeholder={placeholder}
      onPointerDown={(event) => {
        point.current = { left: event.clientX, top: event.clientY }
      }}
      onFocus={() => setActive(true)}
      // The HTML comes from the editor's own document (TipTap's schema) or the server's sanitised copy.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised rich text of the owner's own site
      dangerouslySetInnerHTML={{ __html: empty ? '' : value }}
    />
  )
  if (!active) return still
  return (
    <Suspense fallback={still}>
      <RichTextEditor
        html={value}
        onChange={onChange}
        label={label}
        placeholder={placeholder}
        className={className}
        focusPoint={point.current}
        autoFocus
      />
    </Suspense>
  )
}
