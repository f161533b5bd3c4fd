import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { LEGACY_DEFAULTS } from '#domain/legacy/defaults.ts'
import type { LegacyRadioGroup, LegacyTextField } from '#domain/legacy/schema.ts'
import styles from './Owner.module.css'

const newId = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`

const changeAt = <T,>(list: T[], index: number, change: Partial<T>): T[] =>
  list.map((item, i) => (i === index ? { ...item, ...change } : item))

/** A labelled input of the module's settings; the input is given the label's id. */
function Entry({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId()
  return (
    <div className={styles.entry}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children(id)}
    </div>
  )
}

/**
 * A label that cannot be blanked (spec 001 section 5): leaving it empty puts the previous label
 * back. Its row ends with a button that removes what it labels, named by the label.
 */
function LabelRow({
  value,
  label,
  onChange,
  onRemove,
  removeDisabled = false,
  children,
}: {
  value: string
  label: string
  onChange: (v: string) => void
  onRemove: () => void
  removeDisabled?: boolean
  children?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <div className={styles.fieldRow}>
      <Entry label={label}>
        {(id) => (
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
        )}
      </Entry>
      {children}
      <button
        type="button"
        className={styles.remove}
        aria-label={t('legacy.fields.remove', { label: value })}
        disabled={removeDisabled}
        onClick={onRemove}
      >
        ×
      </button>
    </div>
  )
}

function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.add} onClick={onClick}>
      {children}
    </button>
  )
}

/** A list of a form's fields under its legend, with the button that adds one at the end. */
function ListEditor({
  legend,
  add,
  onAdd,
  children,
}: {
  legend: string
  add: string
  onAdd: () => void
  children: ReactNode
}) {
  return (
    <fieldset className={styles.list}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
      <AddButton onClick={onAdd}>{add}</AddButton>
    </fieldset>
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
  const set = (i: number, change: Partial<LegacyTextField>) => onChange(changeAt(fields, i, change))
  const add = () =>
    onChange([...fields, { id: newId('textField'), label: LEGACY_DEFAULTS.textFieldLabel, mandatory: false }])
  return (
    <ListEditor legend={legend} add={t('legacy.fields.addText')} onAdd={add}>
      {fields.map((f, i) => (
        <LabelRow
          key={f.id}
          value={f.label}
          label={t('legacy.fields.label', { n: i + 1 })}
          onChange={(label) => set(i, { label })}
          onRemove={() => onChange(fields.filter((_, j) => j !== i))}
        >
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={f.mandatory}
              onChange={(e) => set(i, { mandatory: e.target.checked })}
            />
            {t('legacy.fields.mandatory')}
          </label>
        </LabelRow>
      ))}
    </ListEditor>
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
  const set = (i: number, change: Partial<LegacyRadioGroup>) => onChange(changeAt(groups, i, change))
  const add = () =>
    onChange([
      ...groups,
      {
        id: newId('radioGroup'),
        label: LEGACY_DEFAULTS.radioGroupLabel,
        options: LEGACY_DEFAULTS.radioOptions.map((label) => ({ id: newId('option'), label })),
      },
    ])
  return (
    <ListEditor legend={legend} add={t('legacy.fields.addRadio')} onAdd={add}>
      {groups.map((g, i) => (
        <div key={g.id} className={styles.group}>
          <LabelRow
            value={g.label}
            label={t('legacy.fields.question', { n: i + 1 })}
            onChange={(label) => set(i, { label })}
            onRemove={() => onChange(groups.filter((_, j) => j !== i))}
          />
          {g.options.map((o, k) => (
            <LabelRow
              key={o.id}
              value={o.label}
              label={t('legacy.fields.option', { n: k + 1 })}
              onChange={(label) => set(i, { options: changeAt(g.options, k, { label }) })}
              onRemove={() => set(i, { options: g.options.filter((_, m) => m !== k) })}
              removeDisabled={g.options.length <= 1}
            />
          ))}
          <AddButton
            onClick={() =>
              set(i, {
                options: [...g.options, { id: newId('option'), label: LEGACY_DEFAULTS.newRadioOption }],
              })
            }
          >
            {t('legacy.fields.addOption')}
          </AddButton>
        </div>
      ))}
    </ListEditor>
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
  return (
    <Entry label={label}>
      {(id) => (
        <input id={id} className={styles.input} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </Entry>
  )
}
