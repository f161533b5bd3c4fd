import { type FormEvent, useEffect, useRef, useState } from 'react'
import { OPEN_FORM_QUERY } from '#domain/forms/open-form-query.ts'
import { plainFieldName } from '#domain/forms/plain-answer.ts'
import { lowerQuestionsShown } from '#domain/legacy/conditions.ts'
import { LEGACY_DEFAULTS, LEGACY_TEXTS } from '#domain/legacy/defaults.ts'
import type { LegacyPropertiesOf, LegacyRadioGroup, LegacyTextField } from '#domain/legacy/schema.ts'
import type { LegacyCustomValue } from '#domain/legacy/submissions.ts'
import { getRsvpPostKey } from '#web/api/rsvps-post-key.ts'
import { GuestNoticeView } from '#web/modules/index.ts'
import { submitLegacyRsvp } from './api/legacy-rsvps-submit.ts'
import { LegacyError, Outcome, RadioGroup, TextField } from './fields.tsx'
import styles from './Legacy.module.css'
import { LegacyAnswerForm, LegacyOpenForm, type LegacyPlace, useServedForm } from './LegacyFormShell.tsx'
import { useLegacySend } from './use-legacy-send.ts'

type Props = LegacyPropertiesOf<'RSVP3'>

interface Person {
  texts: Record<string, string>
  radios: Record<string, string>
}

const emptyPerson = (): Person => ({ texts: {}, radios: {} })

/** A person's answers as the server gave them back (by question id) in the legacy form's shape. */
function personOf(answers: Record<string, string> | undefined, properties: Props): Person {
  const radioIds = new Set(
    [...properties.customMultipleRadioGroups, ...properties.customMultipleRadioGroupsBelow].map((g) => g.id),
  )
  const person = emptyPerson()
  for (const [id, value] of Object.entries(answers ?? {})) {
    if (radioIds.has(id)) person.radios[id] = value
    else person.texts[id] = value
  }
  return person
}

/**
 * The legacy RSVP as guests see it (spec 001 section 4, RSVP legacy views): pick a number of
 * persons, then one form per person, the lower questions shown by the owner's rule; view 1 is the
 * confirmation and view 2 the robot message.
 */
export function LegacyRsvp3({
  moduleId,
  siteId,
  properties,
  plain = { anchor: moduleId, language: 'sv' },
}: {
  moduleId: string
  siteId: string
  properties: Props
  plain?: LegacyPlace
}) {
  const max = Math.min(5, Math.max(1, properties.maxNumberOfPersons ?? LEGACY_DEFAULTS.maxNumberOfPersons))
  // The form the server rendered open (?svara=, or a refused post without a script), and how a
  // post without a script ended.
  const { served, notice } = useServedForm(moduleId)
  const [persons, setPersons] = useState<Person[]>(() =>
    served ? Array.from({ length: served.count }, (_, i) => personOf(served.answers?.[i], properties)) : [],
  )
  const [view, setView] = useState<0 | 1 | 2>(0)
  const legacy = useLegacySend({
    siteId,
    fetchKey: getRsvpPostKey,
    wanted: persons.length > 0,
    loadFailed: LEGACY_TEXTS.rsvpLoadFailed,
    sendFailed: LEGACY_TEXTS.rsvpSendFailed,
  })
  const top = useRef<HTMLFormElement>(null)
  // With one person allowed, the owner may have the form shown at once, without the count choice.
  const direct = max === 1 && properties.showRSVPFormWhenOnlyOnePerson === true

  const choose = async (count: number) => {
    // Persons already typed in stay; only the count changes.
    if (await legacy.open()) {
      setPersons((current) => Array.from({ length: count }, (_, i) => current[i] ?? emptyPerson()))
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once on the page, and again after a reset (view 0)
  useEffect(() => {
    if (direct && view === 0 && persons.length === 0) void choose(1)
  }, [direct, view])

  const reset = () => {
    setPersons([])
    setView(0)
    legacy.clearError()
    top.current?.querySelector('button')?.focus()
  }

  const update = (index: number, change: (person: Person) => Person) =>
    setPersons((current) => current.map((p, i) => (i === index ? change(p) : p)))

  const send = async (event: FormEvent) => {
    event.preventDefault()
    const outcome = await legacy.send((postKey, groupIdentifier) =>
      submitLegacyRsvp(siteId, {
        persons: persons.map((person) => ({ customValues: customValues(properties, person) })),
        postKey,
        source: `site-form-${moduleId}`,
        groupIdentifier,
      }),
    )
    if (!outcome) return
    setView(outcome === 'SPAM' ? 2 : 1)
    setPersons([])
  }

  if (view !== 0) {
    return (
      <Outcome
        spam={view === 2}
        properties={properties}
        confirmationText={LEGACY_DEFAULTS.rsvpConfirmationText}
        robotText={LEGACY_TEXTS.rsvpRobotText}
        onClose={reset}
      />
    )
  }

  return (
    <div className={styles.rsvp}>
      {notice && <GuestNoticeView notice={notice} />}
      <LegacyOpenForm
        moduleId={moduleId}
        plain={plain}
        formRef={top}
        className={styles.count}
        hidden={direct}
      >
        <p className={styles.question} id={`${moduleId}-count`}>
          {properties.chooseNumberOfPersonsText ?? 'Hur många personer vill du anmäla?'}
        </p>
        {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a fieldset of inputs */}
        <div role="group" aria-labelledby={`${moduleId}-count`} className={styles.choices}>
          {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
            <button
              key={n}
              type="submit"
              name={OPEN_FORM_QUERY.count}
              value={n}
              className={styles.choice}
              aria-pressed={persons.length === n}
              disabled={legacy.busy}
              onClick={(event) => {
                event.preventDefault()
                void choose(n)
              }}
            >
              {n}
            </button>
          ))}
        </div>
      </LegacyOpenForm>
      {persons.length > 0 && (
        <LegacyAnswerForm
          kind="rsvp"
          moduleId={moduleId}
          plain={plain}
          served={served}
          formTitle={properties.title ?? ''}
          count={persons.length}
          busy={legacy.busy}
          error={legacy.error}
          sendLabel={properties.sendButton}
          onSend={(e) => void send(e)}
        >
          {persons.map((person, index) => (
            <PersonForm
              // biome-ignore lint/suspicious/noArrayIndexKey: persons are numbered by their place
              key={index}
              moduleId={moduleId}
              index={index}
              title={`${properties.personTitle ?? 'Person'} ${index + 1}`}
              properties={properties}
              person={person}
              onChange={(change) => update(index, change)}
              plainNames={served !== undefined}
            />
          ))}
        </LegacyAnswerForm>
      )}
      {persons.length === 0 && <LegacyError error={legacy.error} />}
    </div>
  )
}

function PersonForm({
  moduleId,
  index,
  title,
  properties,
  person,
  onChange,
  plainNames,
}: {
  moduleId: string
  index: number
  title: string
  properties: Props
  person: Person
  onChange: (change: (person: Person) => Person) => void
  /** The names a post without a script answers by (the server's form is the only one open). */
  plainNames: boolean
}) {
  const text = (id: string, value: string) => onChange((p) => ({ ...p, texts: { ...p.texts, [id]: value } }))
  const radio = (id: string, value: string) =>
    onChange((p) => ({ ...p, radios: { ...p.radios, [id]: value } }))
  // The questions above and below the condition are the same kinds of field.
  const textFields = (fields: readonly LegacyTextField[]) =>
    fields.map((f) => (
      <TextField
        key={f.id}
        field={f}
        value={person.texts[f.id] ?? ''}
        onChange={(v) => text(f.id, v)}
        name={plainNames ? plainFieldName(index, f.id) : undefined}
      />
    ))
  const radioGroups = (groups: readonly LegacyRadioGroup[]) =>
    groups.map((g) => (
      <RadioGroup
        key={g.id}
        group={g}
        name={plainNames ? plainFieldName(index, g.id) : `${moduleId}-${index}-${g.id}`}
        value={person.radios[g.id]}
        onChange={(v) => radio(g.id, v)}
      />
    ))
  const lower = lowerQuestionsShown(properties, new Map(Object.entries(person.radios)))
  return (
    <fieldset className={styles.person}>
      <legend className={styles.personTitle}>{title}</legend>
      {textFields(properties.customTextFieldsAbove)}
      {radioGroups(properties.customMultipleRadioGroups)}
      {lower && (
        <div className={styles.lower} data-legacy-part="lower-questions">
          {radioGroups(properties.customMultipleRadioGroupsBelow)}
          {textFields(properties.customTextFieldsBelow)}
        </div>
      )}
    </fieldset>
  )
}

/** A person's answers as legacy customValues; lower questions that are not shown are left out. */
export function customValues(properties: Props, person: Person): LegacyCustomValue[] {
  const lower = lowerQuestionsShown(properties, new Map(Object.entries(person.radios)))
  const texts = [...properties.customTextFieldsAbove, ...(lower ? properties.customTextFieldsBelow : [])]
  const radios = [
    ...properties.customMultipleRadioGroups,
    ...(lower ? properties.customMultipleRadioGroupsBelow : []),
  ]
  return [
    ...texts.map((f) => ({
      id: f.id,
      label: f.label,
      type: 'TextField' as const,
      value: person.texts[f.id] ?? '',
    })),
    ...radios.map((g) => ({
      id: g.id,
      label: g.label,
      type: 'RadioGroup' as const,
      value: g.options.find((o) => o.id === person.radios[g.id])?.label ?? '',
    })),
  ]
}
