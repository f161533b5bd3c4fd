import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { parseHex } from '#domain/design/hex-hsl.ts'
import { LazyColorPicker } from '../LazyColorPicker.tsx'
import styles from './ColorInput.module.css'

/** Spec 001 section 9: a drag on the picker reaches the site after this long without movement. */
export const PICKER_DEBOUNCE_MS = 800

interface Props {
  /** Names the colour ("Huvudfärg"); labels the code field and the picker. */
  label: string
  /** The colour as "#rrggbb". */
  value: string
  onChange: (hex: string) => void
  /** Texts of a field that is not a design colour (the map marker); the design drawer's by default. */
  texts?: Partial<ColorTexts>
  /** A line under the field, read with it. */
  hint?: string
  /** How long a drag must be still before it counts; 0 passes every pick on at once. */
  pickerDebounceMs?: number
  /** Where a picker that fails to load is, in the log. */
  logInfo?: string
}

interface ColorTexts {
  picker: string
  invalid: string
  pickerLoading: string
  pickerFailed: string
}

/**
 * A colour as a code field and a swatch that opens a picker. A typed code counts as soon as it is
 * a whole colour; the picker reports dozens of colours a second while dragged, so its choice is
 * passed on only after 800 ms of stillness (and at once if the field goes away before that).
 */
export function ColorInput(props: Props) {
  const { label, value, onChange, hint, pickerDebounceMs = PICKER_DEBOUNCE_MS, logInfo = '' } = props
  const { t } = useTranslation()
  const texts: ColorTexts = {
    picker: t('designDrawer.colors.picker', { name: label }),
    invalid: t('designDrawer.colors.hexInvalid'),
    pickerLoading: t('designDrawer.colors.pickerLoading'),
    pickerFailed: t('designDrawer.colors.pickerFailed'),
    ...props.texts,
  }
  const id = useId()
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState(value)
  const [text, setText] = useState(value)
  const [invalid, setInvalid] = useState(false)
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; hex: string } | null>(null)
  const latest = useRef(onChange)
  useEffect(() => {
    latest.current = onChange
  }, [onChange])

  // A change from elsewhere (a preset, a template) shows here, unless a picked colour is on its way.
  useEffect(() => {
    if (pending.current) return
    setDraft(value)
    // "#abc" typed is "#aabbcc" stored: keep what was typed while it means the same colour.
    setText((typed) => (parseHex(typed) === value ? typed : value))
    setInvalid(false)
  }, [value])

  useEffect(
    () => () => {
      const left = pending.current
      if (!left) return
      clearTimeout(left.timer)
      pending.current = null
      latest.current(left.hex)
    },
    [],
  )

  const cancelPending = () => {
    if (pending.current) clearTimeout(pending.current.timer)
    pending.current = null
  }

  const onPick = (hex: string) => {
    setDraft(hex)
    setText(hex)
    setInvalid(false)
    cancelPending()
    if (pickerDebounceMs === 0) {
      latest.current(hex)
      return
    }
    pending.current = {
      hex,
      timer: setTimeout(() => {
        pending.current = null
        latest.current(hex)
      }, pickerDebounceMs),
    }
  }

  const onType = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value)
    const hex = parseHex(event.target.value)
    if (!hex) return
    cancelPending()
    setInvalid(false)
    setDraft(hex)
    if (hex !== value) latest.current(hex)
  }

  const inputId = `${id}-hex`
  const pickerId = `${id}-picker`
  const pickerLabel = texts.picker
  return (
    <div className={styles.color}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.swatch}
          style={{ background: draft }}
          aria-label={pickerLabel}
          aria-expanded={open}
          aria-controls={open ? pickerId : undefined}
          onClick={() => setOpen((o) => !o)}
        />
        <input
          id={inputId}
          className={styles.hex}
          type="text"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={7}
          value={text}
          onChange={onType}
          onBlur={() => setInvalid(parseHex(text) === null)}
          aria-invalid={invalid || undefined}
          aria-describedby={hint ? `${id}-hint ${id}-message` : `${id}-message`}
        />
      </div>
      {hint && (
        <p id={`${id}-hint`} className={styles.status}>
          {hint}
        </p>
      )}
      <p id={`${id}-message`} className={styles.message} role="alert">
        {invalid ? texts.invalid : ''}
      </p>
      {open && (
        // biome-ignore lint/a11y/useSemanticElements: a fieldset would add a legend the picker does not need
        <div id={pickerId} className={styles.picker} role="group" aria-label={pickerLabel}>
          <LazyColorPicker
            color={draft}
            onChange={onPick}
            loading={<p className={styles.status}>{texts.pickerLoading}</p>}
            failed={
              <p className={styles.message} role="alert">
                {texts.pickerFailed}
              </p>
            }
            logInfo={logInfo}
          />
        </div>
      )}
    </div>
  )
}
