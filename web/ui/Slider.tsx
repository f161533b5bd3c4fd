import { type KeyboardEvent, useId } from 'react'
import styles from './Slider.module.css'

interface Props {
  label: string
  value: number
  min: number
  max: number
  step?: number
  onChange: (value: number) => void
  /** Shown after the value, e.g. a unit. */
  format?: (value: number) => string
}

/** How far a key moves the value, in steps: spec 001 section 5, page keys and Shift+arrow move 10. */
export function sliderKeyDelta(key: string, shift: boolean): number | null {
  const big = 10
  switch (key) {
    case 'PageUp':
      return big
    case 'PageDown':
      return -big
    case 'ArrowUp':
    case 'ArrowRight':
      return shift ? big : null
    case 'ArrowDown':
    case 'ArrowLeft':
      return shift ? -big : null
    default:
      return null
  }
}

export function clampToRange(value: number, min: number, max: number, step: number): number {
  const stepped = Math.round((value - min) / step) * step + min
  return Math.min(max, Math.max(min, stepped))
}

/** A range input with its value shown; step 1 by default. */
export function Slider({ label, value, min, max, step = 1, onChange, format = String }: Props) {
  const id = useId()
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const delta = sliderKeyDelta(event.key, event.shiftKey)
    if (delta === null) return
    event.preventDefault()
    onChange(clampToRange(value + delta * step, min, max, step))
  }
  return (
    <div className={styles.slider}>
      <label htmlFor={id} className={styles.label}>
        <span>{label}</span>
        <output htmlFor={id} className={styles.value}>
          {format(value)}
        </output>
      </label>
      <input
        id={id}
        type="range"
        className={styles.input}
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onChange(clampToRange(Number(event.target.value), min, max, step))}
        onKeyDown={onKeyDown}
      />
    </div>
  )
}
