import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { LEGACY_DEFAULTS } from '#domain/legacy/defaults.ts'
import type { LegacyRadioGroup, LegacyTextField } from '#domain/legacy/schema.ts'
import styles from './Owner.module.css'

const newId = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`

/**
 * A label input that cannot be blanked (spec 001 section 5): leaving it empty puts the previous
 * label back.
 */
function LabelInput({
  value,
  label,
  onChange,
}: {
  value: string
  label: string
  onChange: (v: string) => void
}) {
  const id = useId()
  return (
    <div className={styles.entry}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        defaultValue={value}
        onBlur={(e) => {
          const text = e.target.value.trim()
          if (text) onChange(text)
          else e.target.value = value
        }}
      />
    </div>
  )
}

/** The text fields of a form: label, mandatory, add with the legacy default label, remove. */
export function TextFieldsEditor({
  legend,
  fields,
  onChange,
}: {
  legend: string
  fields: LegacyTextField[]
  onChange: (fields: LegacyTextField[]) => void
}) {
  const { t } = useTranslation()
  const set = (i: number, change: Partial<LegacyTextField>) =>
    onChange(fields.map((f, j) => (j === i ? { ...f, ...change } : f)))
  return (
    <fieldset className={styles.list}>
      <legend className={styles.legend}>{legend}</legend>
      {fields.map((f, i) => (
        <div key={f.id} className={styles.fieldRow}>
          <LabelInput
            value={f.label}
            label={t('legacy.fields.label', { n: i + 1 })}
            onChange={(label) => set(i, { label })}
          />
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={f.mandatory}
              onChange={(e) => set(i, { mandatory: e.target.checked })}
            />
            {t('legacy.fields.mandatory')}
          </label>
          <button
            type="button"
            className={styles.remove}
            aria-label={t('legacy.fields.remove', { label: f.label })}
            onClick={() => onChange(fields.filter((_, j) => j !== i))}
          >
            ×
          </button>
        </div>
      ))}
      <button
        type="button"
        className={styles.add}
        onClick={() =>
          onChange([
            ...fields,
            { id: newId('textField'), label: LEGACY_DEFAULTS.textFieldLabel, mandatory: false },
          ])
        }
      >
        {t('legacy.fields.addText')}
      </button>
    </fieldset>
  )
}

/** The radio groups of a form: question, answers (new ones 'Nytt svar'), add with Ja and Nej, remove. */
export function RadioGroupsEditor({
  legend,
  groups,
  onChange,
}: {
  legend: string
  groups: LegacyRadioGroup[]
  onChange: (groups: LegacyRadioGroup[]) => void
}) {
  const { t } = useTranslation()
  const set = (i: number, change: Partial<LegacyRadioGroup>) =>
    onChange(groups.map((g, j) => (j === i ? { ...g, ...change } : g)))
  return (
    <fieldset className={styles.list}>
      <legend className={styles.legend}>{legend}</legend>
      {groups.map((g, i) => (
        <div key={g.id} className={styles.group}>
          <div className={styles.fieldRow}>
            <LabelInput
              value={g.label}
              label={t('legacy.fields.question', { n: i + 1 })}
              onChange={(label) => set(i, { label })}
            />
            <button
              type="button"
              className={styles.remove}
              aria-label={t('legacy.fields.remove', { label: g.label })}
              onClick={() => onChange(groups.filter((_, j) => j !== i))}
            >
              ×
            </button>
          </div>
          {g.options.map((o, k) => (
            <div key={o.id} className={styles.fieldRow}>
              <LabelInput
                value={o.label}
                label={t('legacy.fields.option', { n: k + 1 })}
                onChange={(label) =>
                  set(i, { options: g.options.map((x, m) => (m === k ? { ...x, label } : x)) })
                }
              />
              <button
                type="button"
                className={styles.remove}
                aria-label={t('legacy.fields.remove', { label: o.label })}
                disabled={g.options.length <= 1}
                onClick={() => set(i, { options: g.options.filter((_, m) => m !== k) })}
              >
                ×
              </button>
            </div>
          ))}
          <button
            type="button"
            className={styles.add}
            onClick={() =>
              set(i, {
                options: [...g.options, { id: newId('option'), label: LEGACY_DEFAULTS.newRadioOption }],
              })
            }
          >
            {t('legacy.fields.addOption')}
          </button>
        </div>
      ))}
      <button
        type="button"
        className={styles.add}
        onClick={() =>
          onChange([
            ...groups,
            {
              id: newId('radioGroup'),
              label: LEGACY_DEFAULTS.radioGroupLabel,
              options: LEGACY_DEFAULTS.radioOptions.map((label) => ({ id: newId('option'), label })),
            },
          ])
        }
      >
        {t('legacy.fields.addRadio')}
      </button>
    </fieldset>
  )
}

/** A plain text setting (button labels, confirmation texts). */
export function TextSetting({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (v: string) => void
}) {
  const id = useId()
  return (
    <div className={styles.entry}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input id={id} className={styles.input} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  )
}
