import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { parseHex } from '#domain/design/hex-hsl.ts'
import { LazyColorPicker } from '#web/editor/LazyColorPicker.tsx'
import styles from './Popup.module.css'

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
    const hex = parseHex(typed)
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
          onBlur={() => setInvalid(parseHex(text) === null)}
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
          <LazyColorPicker
            color={value}
            onChange={onPick}
            loading={<p className={styles.hint}>{t('mapEditor.pickerLoading')}</p>}
            failed={
              <p className={styles.message} role="alert">
                {t('mapEditor.pickerFailed')}
              </p>
            }
            logInfo=" in the map preview"
          />
        </div>
      )}
    </div>
  )
}
