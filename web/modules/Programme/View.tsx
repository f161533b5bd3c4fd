import { type ComponentType, lazy, Suspense } from 'react'
import type { InterfaceLanguage } from '#domain/site/languages.ts'
import { PART, useOptionalSite } from '#web/site/index.ts'
import { mapsSearchUrl } from '../Location/maps-url.ts'
import { ModuleTitle } from '../ModuleTitle.tsx'
import shared from '../shared.module.css'
import { useViewSite } from '../use-view-site.ts'
import type { ModuleViewProps } from '../view-props.ts'
import type { EventsProps } from './Events.tsx'
import styles from './View.module.css'

let loaded: ComponentType<EventsProps> | undefined

/** The events' code: at hand on the server from the start, fetched by the browser after the page's first load. */
export function loadEvents(): Promise<ComponentType<EventsProps>> {
  return import('./Events.tsx').then((m) => {
    loaded = m.ProgrammeEvents
    return m.ProgrammeEvents
  })
}

const LazyEvents = lazy(() => loadEvents().then((component) => ({ default: component })))

const CLASSES = { button: shared.button ?? '', visuallyHidden: shared.visuallyHidden ?? '', styles }

const EDITOR_HINT: Record<InterfaceLanguage, string> = {
  sv: 'Här visas programmet. Händelserna skriver du under Program i menyn.',
  en: 'The programme shows here. You write its events under Programme in the menu.',
  da: 'Her vises programmet. Begivenhederne skriver du under Program i menuen.',
}

/**
 * The site's events in order (issue 32), as the server read them for this page: plain links and
 * text, so it works the same without the page's script. Hydrating it waits for its chunk; the
 * server's HTML stands meanwhile.
 */
export function ProgrammeView({ module, language }: ModuleViewProps<'Programme'>) {
  const { uiLanguage, editMode, texts } = useViewSite(language)
  const site = useOptionalSite()
  const events = site?.events ?? []
  // A household's page links the calendar files of its own events.
  const inviteCode = site?.invitation?.household ? site.invitation.code : undefined
  const Events = loaded ?? LazyEvents
  return (
    <div className={styles.root} data-part={PART.moduleInner}>
      <ModuleTitle text={module.title} language={language} />
      {editMode && events.length === 0 && <p className={shared.intro}>{EDITOR_HINT[uiLanguage]}</p>}
      {events.length > 0 && (
        <Suspense fallback={null}>
          <Events
            events={events}
            language={language}
            uiLanguage={uiLanguage}
            opensInNewTab={texts.opensInNewTab}
            mapUrl={mapsSearchUrl}
            classes={CLASSES}
            buttonPart={PART.button}
            inviteCode={inviteCode}
          />
        </Suspense>
      )}
    </div>
  )
}
