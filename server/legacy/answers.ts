import type { AcceptedElement, SubmittedElement } from '#domain/forms/answers.ts'
import type { FormElementLike } from '#domain/forms/conditions.ts'
import type { FormElement } from '#domain/forms/elements.ts'
import { LEGACY_PERSON_FIELDS, type LegacyPerson, type LegacyRsvpRecord } from '#domain/legacy/submissions.ts'
import { lookupText } from '#domain/site/lookup-text.ts'

/**
 * Legacy answers and the V2 answer rows they are stored as. Legacy RSVPs and speeches live in the
 * same tables as V2 answers (rsvps, form_submissions), so the V2 services take them with their spam
 * rules, idempotency and mails, and an upgraded site's viewer shows them as they are.
 */

/** Keys of a legacy person that are not answers: the custom values (answered apart) and record ids. */
const NOT_FREE_FIELDS = new Set(['customValues', 'source', '_id', '__v'])

export interface PersonAnswers {
  submitted: SubmittedElement[]
  /** Elements for the fixed fields (firstName, ..., weddingYesOrNo): shown first, as the import does. */
  fixed: FormElement[]
  /** Elements for what else the form has no question for: other free fields, removed questions. */
  extra: FormElement[]
}

/**
 * A legacy person's answers as V2 submitted elements. The converted form's questions take their
 * custom values; what it has no question for (the fixed fields firstName and the like, any other
 * free field, a custom value of a question removed since the page was loaded) gets an element of
 * its own, labelled as the import labels it, so nothing a guest sent is dropped.
 */
export function personAnswers(
  person: LegacyPerson,
  form: readonly FormElement[],
  language: string,
): PersonAnswers {
  const answers: PersonAnswers = { submitted: [], fixed: [], extra: [] }
  const taken = new Set<string>()
  const add = (
    element: FormElement,
    into: 'fixed' | 'extra',
    answer: Omit<SubmittedElement, 'formElement'>,
  ) => {
    if (taken.has(element.id)) return
    taken.add(element.id)
    if (!form.some((e) => e.id === element.id)) answers[into].push(element)
    answers.submitted.push({ formElement: { id: element.id }, ...answer })
  }
  for (const answer of person.customValues) {
    const element = form.find((e) => e.id === answer.id)
    const value = freeText(answer.value)
    if (element?.formElementType === 'SingleSelect') {
      const option = element.options?.find(
        (o) => o.id === value || Object.values(o.text).some((text) => text === value),
      )
      add(element, 'extra', { selectedOption: option ? { id: option.id } : null })
    } else {
      add(element ?? shortText(answer.id, { [language]: answer.label ?? answer.id }), 'extra', { value })
    }
  }
  for (const [key, raw] of Object.entries(person)) {
    const value = freeText(raw)
    if (NOT_FREE_FIELDS.has(key) || !value || form.some((e) => e.id === key)) continue
    const fixed = LEGACY_PERSON_FIELDS.find((f) => f.key === key)
    if (key === 'weddingYesOrNo') {
      add(yesNoElement(language), 'fixed', { selectedOption: { id: isYes(raw) ? 'yes' : 'no' } })
    } else {
      add(shortText(key, { [language]: fixed?.label ?? key }), fixed ? 'fixed' : 'extra', { value })
    }
  }
  return answers
}

/** The form the answers of these persons are checked against: the module's, widened by their own elements. */
export function widenedForm(people: readonly PersonAnswers[], form: readonly FormElement[]): FormElement[] {
  const unique = (list: FormElement[]) => [...new Map(list.map((e) => [e.id, e])).values()]
  return [...unique(people.flatMap((p) => p.fixed)), ...form, ...unique(people.flatMap((p) => p.extra))]
}

function freeText(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nej'
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return typeof value === 'string' ? value.trim() : ''
}

const isYes = (value: unknown) => value === true || /^(true|ja|yes)$/i.test(String(value))

function yesNoElement(language: string): Extract<FormElement, { formElementType: 'SingleSelect' }> {
  return {
    id: 'weddingYesOrNo',
    formElementType: 'SingleSelect',
    label: { [language]: 'Kommer du?' },
    required: false,
    options: YES_NO.map((o) => ({ id: o.id, text: { [language]: o.text.sv } })),
    showConditions: [],
  }
}

const YES_NO = [
  { id: 'yes', text: { sv: 'Ja' } },
  { id: 'no', text: { sv: 'Nej' } },
]

/**
 * An imported legacy RSVP as V2 answer elements: its fixed fields (firstName, ...) and each custom
 * value, matched to the converted form's question when it still exists, else kept with the legacy
 * label so the viewer shows it as a question that was removed.
 */
export function acceptedOfRecord(
  record: LegacyRsvpRecord,
  form: readonly FormElementLike[],
  language: string,
): AcceptedElement[] {
  const fixed: AcceptedElement[] = LEGACY_PERSON_FIELDS.flatMap(({ key, label }) => {
    const value = record[key]
    return typeof value === 'string' && value.trim()
      ? [{ formElement: shortText(key, { [language]: label }), value: value.trim(), selectedOption: null }]
      : []
  })
  if (record.weddingYesOrNo !== undefined && record.weddingYesOrNo !== null) {
    const element = yesNoElement(language)
    fixed.push({
      formElement: element,
      value: '',
      selectedOption: element.options?.[isYes(record.weddingYesOrNo) ? 0 : 1] ?? null,
    })
  }
  const custom = record.customValues.map((answer): AcceptedElement => {
    const value = typeof answer.value === 'boolean' ? (answer.value ? 'Ja' : 'Nej') : (answer.value ?? '')
    const element = form.find((e) => e.id === answer.id)
    if (element?.formElementType === 'SingleSelect') {
      const option = element.options?.find((o) => o.id === value || lookupText(o.text, language) === value)
      if (option)
        return { formElement: element, value: '', selectedOption: { id: option.id, text: option.text } }
    }
    if (element?.formElementType === 'ShortText') return { formElement: element, value, selectedOption: null }
    return {
      formElement: shortText(answer.id, { [language]: answer.label ?? answer.id }),
      value,
      selectedOption: null,
    }
  })
  return [...fixed, ...custom]
}

/** A stored answer row in the legacy RSVP shape of GET /api/rsvps/{siteId} (spec 002, RSVP (legacy)). */
export function legacyRecordOf(
  row: { id: string; site_id: string; form_id: string; form_elements: string; created_at: string },
  language: string,
): LegacyRsvpRecord & { _id: string } {
  const elements = JSON.parse(row.form_elements) as AcceptedElement[]
  const record: LegacyRsvpRecord & { _id: string } = {
    _id: row.id,
    site: row.site_id,
    registered: { ip: null, date: row.created_at },
    customValues: [],
    source: `site-form-${row.form_id}`,
  }
  for (const e of elements) {
    const id = e.formElement.id
    const fixed = LEGACY_PERSON_FIELDS.find((f) => f.key === id)
    // A person who left a fixed field out has no such field (the answers of one group share a form).
    if (fixed) {
      if (e.value) record[fixed.key] = e.value
      continue
    }
    if (id === 'weddingYesOrNo') {
      if (e.selectedOption) record.weddingYesOrNo = e.selectedOption.id === 'yes'
      continue
    }
    const single = e.formElement.formElementType === 'SingleSelect'
    record.customValues.push({
      id,
      label: lookupText(e.formElement.label, language),
      value: single ? (e.selectedOption ? lookupText(e.selectedOption.text, language) : '') : e.value,
      type: single ? 'RadioGroup' : 'TextField',
    })
  }
  return record
}

function shortText(id: string, label: Record<string, string>): FormElement {
  return { id, formElementType: 'ShortText', label, required: false, showConditions: [] }
}
