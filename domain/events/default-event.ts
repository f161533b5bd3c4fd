import type { Brand } from '../brands.ts'
import { isCountdown } from '../modules/countdown.ts'
import { type ByBrand, type DefaultTexts, forBrand, translator } from '../modules/create-context.ts'
import { isLocation } from '../modules/location.ts'
import type { WizardData } from '../wizard/wizard-schema.ts'
import { DEFAULT_EVENT_ID, type SiteEvent } from './event.ts'
import { isRealDateTime } from './local-time.ts'

const TITLES: DefaultTexts<{ title: ByBrand }> = {
  sv: { title: { wedding: 'Bröllopet', party: 'Festen', event: 'Evenemanget' } },
  en: { title: { wedding: 'The wedding', party: 'The party', event: 'The event' } },
  da: { title: { wedding: 'Brylluppet', party: 'Festen', event: 'Arrangementet' } },
}

/** What of a site the default event is made from. */
export interface DefaultEventSource {
  brand: Brand
  languages: readonly string[]
  wizardData: WizardData | null | undefined
  siteModules: readonly { siteModuleType: string }[]
}

/**
 * The one event a site has before its owner stores any (issue 32): titled for the brand in every
 * site language, on the wizard's date (else the countdown's), at the wizard's place (else the first
 * map's). A site without a date gets an event without a start, shown as "time to come".
 */
export function defaultEvent(site: DefaultEventSource): SiteEvent {
  const wizard = site.wizardData
  const countdown = site.siteModules.find(isCountdown)
  const location = site.siteModules.find(isLocation)
  const date = [wizard?.dateNotDecided ? undefined : wizard?.dateStart, countdown?.countdownDate].find(
    (d): d is string => typeof d === 'string' && isRealDateTime(d),
  )
  const mapLocation = location?.map?.location?.trim() ?? ''
  const name = wizard?.location?.trim() || mapLocation
  const title = translator(site.languages, TITLES)((d) => forBrand(d.title, site.brand))
  return {
    id: DEFAULT_EVENT_ID,
    title,
    start: date ?? null,
    end: null,
    place: { name, mapLocation: mapLocation || wizard?.location?.trim() || '' },
    dressCode: '',
    note: '',
    openToAll: true,
    isDefault: true,
  }
}
