import type { EventInput, SiteEvent } from '#domain/events/event.ts'

/** The form's fields: date and time apart, as the inputs give them, in the site's local time. */
export interface EventFields {
  title: Record<string, string>
  date: string
  startTime: string
  endDate: string
  endTime: string
  placeName: string
  mapLocation: string
  dressCode: string
  note: string
  /** Shown on the plain address to guests without a personal link. */
  openToAll: boolean
}

export function fieldsOf(event: SiteEvent | undefined, languages: readonly string[]): EventFields {
  const [date = '', startTime = ''] = event?.start?.split('T') ?? []
  const [endDate = '', endTime = ''] = event?.end?.split('T') ?? []
  return {
    title: Object.fromEntries(languages.map((l) => [l, event?.title[l] ?? ''])),
    date,
    startTime,
    endDate: endDate === date ? '' : endDate,
    endTime,
    placeName: event?.place.name ?? '',
    mapLocation: event?.place.mapLocation ?? '',
    dressCode: event?.dressCode ?? '',
    note: event?.note ?? '',
    openToAll: event?.openToAll ?? true,
  }
}

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}

/**
 * What the call takes. An end time without an end date is on the start's day, or on the next
 * when it is not after the start: a party from 18:00 to 02:00 ends the night after.
 */
export function inputOf(fields: EventFields): EventInput {
  const start = `${fields.date}T${fields.startTime || '00:00'}`
  let end: string | null = null
  if (fields.endTime) {
    const day = fields.endDate || (fields.endTime <= fields.startTime ? nextDay(fields.date) : fields.date)
    end = `${day}T${fields.endTime}`
  } else if (fields.endDate) {
    end = `${fields.endDate}T${fields.startTime || '00:00'}`
  }
  return {
    title: Object.fromEntries(Object.entries(fields.title).filter(([, text]) => text.trim() !== '')),
    start,
    end,
    place: { name: fields.placeName, mapLocation: fields.mapLocation },
    dressCode: fields.dressCode,
    note: fields.note,
    openToAll: fields.openToAll,
  }
}
