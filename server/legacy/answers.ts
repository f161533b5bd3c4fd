import type { AcceptedElement, SubmittedElement } from '#domain/forms/answers.ts'
import type { FormElementLike } from '#domain/forms/conditions.ts'
import { LEGACY_PERSON_FIELDS, type LegacyPerson, type LegacyRsvpRecord } from '#domain/legacy/submissions.ts'
import { lookupText } from '#domain/site/lookup-text.ts'

/**
 * Legacy answers and the V2 answer rows they are stored as. Legacy RSVPs and speeches live in the
 * same tables as V2 answers (rsvps, form_submissions), so the V2 services take them with their spam
 * rules, idempotency and mails, and an upgraded site's viewer shows them as they are.
 */

/** A legacy person's answers as V2 submitted elements of the converted form. */
export function submittedOf(person: LegacyPerson, form: readonly FormElementLike[]): SubmittedElement[] {
  return person.customValues.map((answer): SubmittedElement => {
    const element = form.find((e) => e.id === answer.id)
    const value = typeof answer.value === 'string' ? answer.value : ''
    if (element?.formElementType === 'SingleSelect') {
      const option = element.options?.find(
        (o) => o.id === value || Object.values(o.text).some((text) => text === value),
      )
      return { formElement: { id: answer.id }, selectedOption: option ? { id: option.id } : null }
    }
    return { formElement: { id: answer.id }, value }
  })
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
    const yes = record.weddingYesOrNo === true || /^(true|ja|yes)$/i.test(String(record.weddingYesOrNo))
    const options = YES_NO.map((o) => ({ id: o.id, text: { [language]: o.text.sv } }))
    fixed.push({
      formElement: {
        id: 'weddingYesOrNo',
        formElementType: 'SingleSelect',
        label: { [language]: 'Kommer du?' },
        required: true,
        options,
        showConditions: [],
      },
      value: '',
      selectedOption: options[yes ? 0 : 1] ?? null,
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
    if (fixed) {
      record[fixed.key] = e.value
      continue
    }
    if (id === 'weddingYesOrNo') {
      record.weddingYesOrNo = e.selectedOption?.id === 'yes'
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

function shortText(id: string, label: Record<string, string>): FormElementLike {
  return { id, formElementType: 'ShortText', label, required: false, showConditions: [] }
}
