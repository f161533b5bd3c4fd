import type { CSSProperties, ReactNode } from 'react'
import styles from './Design.module.css'

interface Props {
  /** The radio group's name. */
  group: string
  /** The choice; '' for none. */
  value: string
  checked: boolean
  onChoose: () => void
  /** The preview box's class and the site's colours and fonts for what it draws. */
  previewClassName: string | undefined
  scope: CSSProperties
  preview: ReactNode
  label: string
}

/** One card of a picture choice in the design drawer: a preview over a radio button with its name. */
export function PreviewChoice({
  group,
  value,
  checked,
  onChoose,
  previewClassName,
  scope,
  preview,
  label,
}: Props) {
  return (
    <label className={styles.card}>
      <span className={previewClassName} style={scope} aria-hidden="true">
        {preview}
      </span>
      <span className={styles.cardLabel}>
        <input type="radio" name={group} value={value} checked={checked} onChange={onChoose} />
        <span>{label}</span>
      </span>
    </label>
  )
}
