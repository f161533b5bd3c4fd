import type { FormElement } from '../forms/elements.ts'
import { SIGN_UP_QUESTIONS, type SignUpQuestion } from '../forms/elements.ts'
import { type DefaultTexts, translator } from './create-context.ts'
import type { FormModule } from './form.ts'

/**
 * The sign-up form for speeches and songs (issue 33, item 3): a Form module marked as it, at most
 * one per site, whose standard questions carry their kind, so the running order reads a sign-up's
 * name, what, length, needs and mail by question and not by its label.
 */
const QUESTION_TEXTS: DefaultTexts<Record<SignUpQuestion, string>> = {
  sv: {
    name: 'Namn',
    what: 'Vad vill du göra? (tal, sång eller något annat)',
    minutes: 'Längd i minuter',
    needs: 'Behöver du mikrofon, skärm eller musik?',
    mail: 'E-post (så får du din tid i talarlistan)',
  },
  en: {
    name: 'Name',
    what: 'What would you like to do? (a speech, a song or something else)',
    minutes: 'Length in minutes',
    needs: 'Do you need a microphone, a screen or music?',
    mail: 'E-mail (to get your slot in the running order)',
  },
  da: {
    name: 'Navn',
    what: 'Hvad vil du gøre? (tale, sang eller noget andet)',
    minutes: 'Længde i minutter',
    needs: 'Har du brug for mikrofon, skærm eller musik?',
    mail: 'E-mail (så får du din tid i talerlisten)',
  },
}

/** A question already in the form that is taken for a kind when marking: the form's own words stay. */
const ADOPTS: Record<SignUpQuestion, RegExp> = {
  name: /^\s*(namn|name|navn)\b/i,
  what: /\b(tal|tale|speech|sång|sang|song|vad|what|hvad)\b/i,
  minutes: /\b(min|minuter|minutes|minutter|längd|length|længde)\b/i,
  needs: /\b(behov|behöver|behøver|need|needs|mikrofon|microphone)\b/i,
  mail: /\b(e-?post|e-?mail|mail)\b/i,
}

/** The standard questions, each with its kind; `name` required, as a sign-up needs one. */
export function signUpQuestions(
  languages: readonly string[],
  newId: (prefix: string) => string,
): FormElement[] {
  const text = translator(languages, QUESTION_TEXTS)
  return SIGN_UP_QUESTIONS.map((kind) => ({
    id: newId('formElement'),
    formElementType: 'ShortText' as const,
    label: text((d) => d[kind]),
    required: kind === 'name',
    showConditions: [],
    signUpQuestion: kind,
  }))
}

/**
 * The form with the standard questions it lacks: a short-text question whose label says the kind
 * is taken as it (a legacy or hand-made form keeps its wording and its answers), the others added.
 */
export function withSignUpQuestions(
  module: FormModule,
  languages: readonly string[],
  newId: (prefix: string) => string,
): FormModule {
  const elements = module.form.formElements.map((e) => ({ ...e }))
  const has = (kind: SignUpQuestion) => elements.some((e) => e.signUpQuestion === kind)
  const added: FormElement[] = []
  for (const kind of SIGN_UP_QUESTIONS) {
    if (has(kind)) continue
    const label = (e: FormElement) => Object.values(e.label ?? {}).join(' ')
    const taken = elements.find(
      (e) => e.formElementType === 'ShortText' && !e.signUpQuestion && ADOPTS[kind].test(label(e)),
    )
    if (taken) taken.signUpQuestion = kind
    else added.push(...signUpQuestions(languages, newId).filter((q) => q.signUpQuestion === kind))
  }
  return { ...module, form: { ...module.form, formElements: [...elements, ...added] } }
}

/** The modules with `formId` marked as the sign-up form (and its questions filled), every other Form not. */
export function markSignUpForm<M extends { id: string; siteModuleType: string }>(
  modules: readonly M[],
  formId: string,
  languages: readonly string[],
  newId: (prefix: string) => string,
): M[] {
  return modules.map((m) => {
    if (m.siteModuleType !== 'Form') return m
    const form = m as unknown as FormModule
    if (m.id !== formId) return (form.isSignUpForm ? { ...form, isSignUpForm: false } : form) as unknown as M
    return { ...withSignUpQuestions(form, languages, newId), isSignUpForm: true } as unknown as M
  })
}

/** The site's sign-up form: the Form marked as it (the first, should a merge have marked two). */
export function signUpFormOf<M extends { siteModuleType: string }>(
  modules: readonly M[],
): FormModule | undefined {
  return modules.find((m) => m.siteModuleType === 'Form' && (m as unknown as FormModule).isSignUpForm) as
    | FormModule
    | undefined
}
