import 'i18next'
import type sv from './sv.json'

// Type-checks translation keys against the Swedish catalog (the other two have the same keys).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: typeof sv }
  }
}
