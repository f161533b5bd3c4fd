import type { SiteModule } from '#domain/modules/registry.ts'
import { type SiteContent, siteContentSchema } from '#domain/site/schema.ts'

/** A site with an RSVP (conditional question), a form and a gift registry, for guest tests. */
export function guestSiteContent(overrides: Partial<SiteContent> = {}): SiteContent {
  const modules: SiteModule[] = [
    {
      id: 'rsvp',
      siteModuleType: 'Rsvp',
      hide: false,
      hideInMenu: false,
      maxNumberOfGuests: 5,
      title: { sv: 'OSA', en: 'RSVP' },
      form: {
        formElements: [
          {
            id: 'name',
            formElementType: 'ShortText',
            label: { sv: 'Namn', en: 'Name' },
            required: true,
            showConditions: [],
          },
          {
            id: 'attend',
            formElementType: 'SingleSelect',
            label: { sv: 'Kommer du?', en: 'Are you coming?' },
            required: true,
            showConditions: [],
            options: [
              { id: 'yes', text: { sv: 'Ja', en: 'Yes' } },
              { id: 'no', text: { sv: 'Nej tyvärr', en: 'No' } },
            ],
          },
          {
            id: 'allergies',
            formElementType: 'ShortText',
            label: { sv: 'Allergier', en: 'Allergies' },
            required: true,
            showConditions: [{ type: 'SHOW', formElementId: 'attend', formElementOptionIds: ['yes'] }],
          },
        ],
      },
    },
    {
      id: 'speech',
      siteModuleType: 'Form',
      hide: false,
      hideInMenu: false,
      title: { sv: 'Anmäl tal' },
      form: {
        formElements: [
          {
            id: 'who',
            formElementType: 'ShortText',
            label: { sv: 'Vem' },
            required: true,
            showConditions: [],
          },
          {
            id: 'about',
            formElementType: 'ShortText',
            label: { sv: 'Om vad' },
            required: false,
            showConditions: [],
          },
        ],
      },
    },
    { id: 'hidden-form', siteModuleType: 'Form', hide: true, hideInMenu: false, form: { formElements: [] } },
    {
      id: 'gifts',
      siteModuleType: 'GiftRegistry',
      hide: false,
      hideInMenu: false,
      giftRegistry: [
        { id: 'plates', title: { sv: 'Tallrikar' }, reservable: true, quantity: 3 },
        { id: 'vase', title: { sv: 'Vas' }, reservable: true, quantity: 1 },
        { id: 'love', title: { sv: 'Kärlek' }, reservable: false, quantity: 1 },
      ],
    },
  ]
  return siteContentSchema.parse({
    availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }],
    siteModules: modules,
    formRecipients: [
      { formId: 'rsvp', recipients: ['brud@example.se', 'brudgum@example.se'] },
      { formId: 'speech', recipients: ['toastmaster@example.se'] },
    ],
    ...overrides,
  })
}

type Answer = { formElement: { id: string }; value?: string; selectedOption?: { id: string } | null }

export function guestAnswers(name: string, attend: 'yes' | 'no', allergies = ''): { formElements: Answer[] } {
  return {
    formElements: [
      { formElement: { id: 'name' }, value: name },
      { formElement: { id: 'attend' }, selectedOption: { id: attend } },
      { formElement: { id: 'allergies' }, value: allergies },
    ],
  }
}
