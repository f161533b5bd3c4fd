import type { FormElementLike } from '#domain/forms/conditions.ts'
import { type ResponseRecord, siteFirstLanguage } from '#domain/forms/responses.ts'
import { isFormModule } from '#domain/modules/form.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import type { SiteV2 } from '#domain/site/schema.ts'

export interface FormChoice {
  id: string
  title: string
  elements: FormElementLike[]
}

/**
 * The forms whose answers the Formulär tab can show: the site's form modules in page order, then
 * forms that only older answers name (the module was removed since), titled as the guests saw them.
 */
export function formChoices(
  site: Pick<SiteV2, 'siteModules' | 'availableLanguages'>,
  records: readonly ResponseRecord[],
): FormChoice[] {
  const language = siteFirstLanguage(site)
  const choices: FormChoice[] = site.siteModules.flatMap((m) =>
    isFormModule(m)
      ? [{ id: m.id, title: lookupText(m.title, language), elements: m.form.formElements }]
      : [],
  )
  for (const record of records) {
    if (!choices.some((c) => c.id === record.formId)) {
      choices.push({ id: record.formId, title: record.formTitle, elements: [] })
    }
  }
  return choices
}
