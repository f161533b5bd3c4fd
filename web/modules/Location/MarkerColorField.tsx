import { Component, type ErrorInfo, lazy, type ReactNode, Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { logError } from '#web/app/log.ts'
import styles from './Popup.module.css'

// Spec 001 section 7: the colour picker library loads only when the owner opens the picker.
const HexColorPicker = lazy(() => import('react-colorful').then((m) => ({ default: m.HexColorPicker })))

/** "#abc", "abc", "#aabbcc" or "aabbcc" as "#aabbcc"; null for anything else. */
export function normalizeHex(text: string): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim())
  if (!match) return null
  const digits = (match[1] as string).toLowerCase()
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`
}

interface Props {
  /** "#rrggbb". */
  value: string
  onChange: (hex: string) => void
}

/** The marker colour: a code field that counts once it is a whole colour, and a picker beside it. */
export function MarkerColorField({ value, onChange }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [text, setText] = useState(value)
  const [invalid, setInvalid] = useState(false)

  const onPick = (hex: string) => {
    setText(hex)
    setInvalid(false)
    onChange(hex)
  }

  const onType = (typed: string) => {
    setText(typed)
    const hex = normalizeHex(typed)
    if (!hex) return
    setInvalid(false)
    onChange(hex)
  }

  const inputId = `${id}-hex`
  const pickerId = `${id}-picker`
  return (
    <div className={styles.color}>
      <label className={styles.label} htmlFor={inputId}>
        {t('mapEditor.color')}
      </label>
      <div className={styles.colorRow}>
        <button
          type="button"
          className={styles.swatch}
          style={{ background: value }}
          aria-label={t('mapEditor.colorPicker')}
          aria-expanded={open}
          aria-controls={open ? pickerId : undefined}
          onClick={() => setOpen((o) => !o)}
        />
        <input
          id={inputId}
          className={styles.hex}
          type="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={7}
          value={text}
          onChange={(event) => onType(event.target.value)}
          onBlur={() => setInvalid(normalizeHex(text) === null)}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint ${id}-message`}
        />
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('mapEditor.colorHint')}
      </p>
      <p id={`${id}-message`} className={styles.message} role="alert">
        {invalid ? t('mapEditor.colorInvalid') : ''}
      </p>
      {open && (
        // biome-ignore lint/a11y/useSemanticElements: a fieldset would add a legend the picker does not need
        <div id={pickerId} className={styles.picker} role="group" aria-label={t('mapEditor.colorPicker')}>
          <PickerBoundary
            fallback={
              <p className={styles.message} role="alert">
                {t('mapEditor.pickerFailed')}
              </p>
            }
          >
            <Suspense fallback={<p className={styles.hint}>{t('mapEditor.pickerLoading')}</p>}>
              <HexColorPicker color={value} onChange={onPick} />
            </Suspense>
          </PickerBoundary>
        </div>
      )}
    </div>
  )
}

interface BoundaryProps {
  fallback: ReactNode
  children: ReactNode
}

/** A picker that failed to load (offline, a stale deploy) leaves the code field to do the job. */
class PickerBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    void logError(error, `Colour picker failed to load in the map preview${info.componentStack ?? ''}`)
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
