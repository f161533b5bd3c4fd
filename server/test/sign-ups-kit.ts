import type { SiteModule } from '#domain/modules/registry.ts'
import { makeModules } from './factories.ts'
import type { TestApp } from './test-app.ts'

export const SIGN_UP_FORM_ID = 'm-speech'

const element = (id: string, label: string) => ({
  id,
  formElementType: 'ShortText' as const,
  label: { sv: label },
  required: false,
  showConditions: [],
})

/** The site's modules with a speech sign-up form: name, what, length, needs and mail. */
export function modulesWithSignUpForm(): SiteModule[] {
  return [
    ...makeModules(),
    {
      id: SIGN_UP_FORM_ID,
      siteModuleType: 'Form',
      hide: false,
      hideInMenu: false,
      title: { sv: 'Anmälan av tal' },
      form: {
        formElements: [
          element('e-name', 'Namn'),
          element('e-what', 'Berätta kort om ditt tal'),
          element('e-len', 'Längd i minuter'),
          element('e-needs', 'Behöver du något? (mikrofon, skärm, musik)'),
          element('e-mail', 'E-post'),
        ],
      },
    } as SiteModule,
  ]
}

/** Stores guests' sign-ups as the form's answers, as the guest path does, `minutesAgo` apart. */
export async function addSignUps(
  t: TestApp,
  siteId: string,
  signUps: { name: string; what: string; length: string; needs: string; mail: string }[],
): Promise<string[]> {
  const ids: string[] = []
  let n = 0
  for (const s of signUps) {
    n += 1
    const id = `signup-${siteId}-${n}`
    const values: [string, string][] = [
      ['e-name', s.name],
      ['e-what', s.what],
      ['e-len', s.length],
      ['e-needs', s.needs],
      ['e-mail', s.mail],
    ]
    await t.testDb.db.kysely
      .insertInto('form_submissions')
      .values({
        id,
        site_id: siteId,
        form_id: SIGN_UP_FORM_ID,
        language: 'sv',
        form_title: 'Anmälan av tal',
        form_elements: JSON.stringify(
          values.map(([elementId, value]) => ({
            formElement: { id: elementId },
            value,
            selectedOption: null,
          })),
        ),
        group_identifier: null,
        created_at: new Date(Date.UTC(2026, 5, 1, 10, n)).toISOString(),
      })
      .execute()
    ids.push(id)
  }
  return ids
}
