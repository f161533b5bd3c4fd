import { EventsService } from '../services/events/events.service.ts'
import type { Area, Wiring } from './wiring.ts'

export interface EventsServices {
  /** A site's programme: its ordered events (issue 32). */
  events: EventsService
}

export function wireEvents({ work, repos, clock }: Wiring): Area<EventsServices> {
  return {
    services: { events: new EventsService(work, repos.siteEvents, repos.households, clock) },
    jobs: [],
  }
}
