import { z } from 'zod'
import type { FormElement } from './elements.ts'

/**
 * How an owner changes a form's questions (spec 001 sections 4 and 5). Every change returns new
 * lists and keeps the show conditions valid: a condition points to an earlier single-select
 * question and one of its answers, or it is gone.
 */

/** Spec 001 section 9: at most 6 receiver e-mails. */
export const MAX_RECIPIENTS = 6

type Option = { id: string; text: Record<string, string> }
type SingleSelect = Extract<FormElement, { formElementType: 'SingleSelect' }>

/** The question and answer a question's visibility depends on. */
export interface ShowConditionTarget {
  formElementId: string
  optionId: string
}

/** Spec 001 section 8: a missing form element in the edit view is an internal error. */
export function formElementIndex(elements: readonly FormElement[], id: string): number {
  const index = elements.findIndex((e) => e.id === id)
  if (index < 0) throw new Error(`Missing form element: ${id}`)
  return index
}

function optionsOf(element: FormElement | undefined): Option[] {
  return element?.formElementType === 'SingleSelect' ? element.options : []
}

/**
 * Drops every condition that no longer holds: its question is gone, is not an earlier question,
 * is not a single-select, or none of its answers exists any more (spec 001 section 4: "A condition
 * is invalid if the referenced question or answer is missing and is then cleared if not fully
 * specified"). Elements that need no change keep their identity; so does the list.
 */
export function cleanConditions(elements: FormElement[]): FormElement[] {
  const position = new Map(elements.map((e, i) => [e.id, i]))
  let changed = false
  const next = elements.map((element, index) => {
    const conditions = element.showConditions ?? []
    const kept = conditions.flatMap((condition) => {
      const at = position.get(condition.formElementId)
      if (at === undefined || at >= index) return []
      const existing = new Set(optionsOf(elements[at]).map((o) => o.id))
      const optionIds = condition.formElementOptionIds.filter((id) => existing.has(id))
      if (optionIds.length === 0) return []
      return optionIds.length === condition.formElementOptionIds.length
        ? [condition]
        : [{ ...condition, formElementOptionIds: optionIds }]
    })
    if (kept.length === conditions.length && kept.every((c, i) => c === conditions[i])) return element
    changed = true
    return { ...element, showConditions: kept }
  })
  return changed ? next : elements
}

/** Moves a question by delta places, clamped at the ends. */
export function moveElement(elements: FormElement[], id: string, delta: number): FormElement[] {
  const from = formElementIndex(elements, id)
  const to = Math.min(elements.length - 1, Math.max(0, from + delta))
  if (to === from) return elements
  const next = elements.slice()
  const [moved] = next.splice(from, 1)
  next.splice(to, 0, moved as FormElement)
  return cleanConditions(next)
}

export function removeElement(elements: FormElement[], id: string): FormElement[] {
  formElementIndex(elements, id)
  return cleanConditions(elements.filter((e) => e.id !== id))
}

/** Replaces one question; its new conditions are checked like any other. */
export function updateElement(
  elements: FormElement[],
  id: string,
  update: (element: FormElement) => FormElement,
): FormElement[] {
  const index = formElementIndex(elements, id)
  const current = elements[index] as FormElement
  const next = update(current)
  return next === current ? elements : cleanConditions(elements.with(index, next))
}

function updateOptions(
  elements: FormElement[],
  id: string,
  update: (options: Option[]) => Option[],
): FormElement[] {
  return updateElement(elements, id, (element) => {
    if (element.formElementType !== 'SingleSelect') throw new Error(`Form element ${id} has no options`)
    const options = update(element.options)
    return options === element.options ? element : ({ ...element, options } satisfies SingleSelect)
  })
}

/** Replaces one answer of a single-select question. */
export function updateOption(
  elements: FormElement[],
  elementId: string,
  optionId: string,
  update: (option: Option) => Option,
): FormElement[] {
  return updateOptions(elements, elementId, (options) => {
    const index = options.findIndex((o) => o.id === optionId)
    if (index < 0) throw new Error(`Missing option ${optionId} in form element ${elementId}`)
    const current = options[index] as Option
    const next = update(current)
    return next === current ? options : options.with(index, next)
  })
}

export function addOption(elements: FormElement[], elementId: string, option: Option): FormElement[] {
  return updateOptions(elements, elementId, (options) => [...options, option])
}

/** Removes an answer, but never the last one: a single-select question needs at least one. */
export function removeOption(elements: FormElement[], elementId: string, optionId: string): FormElement[] {
  return updateOptions(elements, elementId, (options) =>
    options.length > 1 && options.some((o) => o.id === optionId)
      ? options.filter((o) => o.id !== optionId)
      : options,
  )
}

/** Moves an answer by delta places within its question, clamped at the ends. */
export function moveOption(
  elements: FormElement[],
  elementId: string,
  optionId: string,
  delta: number,
): FormElement[] {
  return updateOptions(elements, elementId, (options) => {
    const from = options.findIndex((o) => o.id === optionId)
    const to = Math.min(options.length - 1, Math.max(0, from + delta))
    if (from < 0 || to === from) return options
    const next = options.slice()
    const [moved] = next.splice(from, 1)
    next.splice(to, 0, moved as Option)
    return next
  })
}

/** The earlier single-select questions with at least one answer: what a question may depend on. */
export function conditionChoices(elements: readonly FormElement[], id: string): SingleSelect[] {
  const index = formElementIndex(elements, id)
  return elements
    .slice(0, index)
    .filter((e): e is SingleSelect => e.formElementType === 'SingleSelect' && e.options.length > 0)
}

/** The condition a question shows under, when it has a valid one (the first, as guests see it). */
export function currentCondition(elements: FormElement[], id: string): ShowConditionTarget | null {
  const element = cleanConditions(elements)[formElementIndex(elements, id)]
  const condition = element?.showConditions?.[0]
  const optionId = condition?.formElementOptionIds[0]
  return condition && optionId ? { formElementId: condition.formElementId, optionId } : null
}

/** Shows a question only for one answer of an earlier question, or always (null). */
export function setShowCondition(
  elements: FormElement[],
  id: string,
  target: ShowConditionTarget | null,
): FormElement[] {
  return updateElement(elements, id, (element) => ({
    ...element,
    showConditions: target
      ? [{ type: 'SHOW', formElementId: target.formElementId, formElementOptionIds: [target.optionId] }]
      : [],
  }))
}

/**
 * The questions that showed under a valid condition before a change and show always after it,
 * other than `except` (the question whose condition the owner set on purpose).
 */
export function clearedConditions(before: FormElement[], after: FormElement[], except?: string): string[] {
  const conditioned = (elements: FormElement[]) =>
    new Set(
      cleanConditions(elements)
        .filter((e) => (e.showConditions?.length ?? 0) > 0)
        .map((e) => e.id),
    )
  const had = conditioned(before)
  const has = conditioned(after)
  return after.filter((e) => e.id !== except && had.has(e.id) && !has.has(e.id)).map((e) => e.id)
}

/** A label or an answer left empty in a site language (spec 001 section 5: required per language). */
export interface MissingText {
  elementId: string
  /** Set when an answer's text is missing, absent when the question's label is. */
  optionId?: string
  language: string
}

export function missingTexts(elements: readonly FormElement[], languages: readonly string[]): MissingText[] {
  const blank = (text: Record<string, string> | undefined, language: string) => !text?.[language]?.trim()
  return elements.flatMap((element) => [
    ...languages
      .filter((l) => blank(element.label, l))
      .map((language) => ({ elementId: element.id, language })),
    ...optionsOf(element).flatMap((option) =>
      languages
        .filter((l) => blank(option.text, l))
        .map((language) => ({ elementId: element.id, optionId: option.id, language })),
    ),
  ])
}

/** The same rule the server applies to formRecipients (domain/site/schema.ts). */
const recipientSchema = z.email().max(254)

export function isValidRecipient(address: string): boolean {
  return recipientSchema.safeParse(address).success
}

/** Spec 001 section 5: blanks are trimmed and dropped, at most 6 addresses. */
export function cleanRecipients(list: readonly string[]): string[] {
  return list
    .map((address) => address.trim())
    .filter((address) => address !== '')
    .slice(0, MAX_RECIPIENTS)
}

export interface FormRecipients {
  formId: string
  recipients: string[]
}

/** Sets one form's recipients in the site's list; a form without any has no entry. */
export function withFormRecipients(
  list: FormRecipients[],
  formId: string,
  recipients: readonly string[],
): FormRecipients[] {
  const cleaned = cleanRecipients(recipients)
  const current = list.find((r) => r.formId === formId)?.recipients ?? []
  if (cleaned.length === current.length && cleaned.every((r, i) => r === current[i])) return list
  if (cleaned.length === 0) return list.filter((r) => r.formId !== formId)
  const entry = { formId, recipients: cleaned }
  return list.some((r) => r.formId === formId)
    ? list.map((r) => (r.formId === formId ? entry : r))
    : [...list, entry]
}
