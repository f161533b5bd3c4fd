import { type CSSProperties, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Household } from '#domain/households/household.ts'
import { Button } from '#web/ui/Button.tsx'
import { EventColumnsHeader } from './EventChips.tsx'
import styles from './GuestList.module.css'
import type { GuestEvent } from './guest-events.ts'
import { HouseholdItem } from './HouseholdItem.tsx'

/** Rows drawn at first and per "show more": a long list stays quick on a phone; search finds the rest. */
export const PAGE_SIZE = 100

export function HouseholdList({
  siteId,
  households,
  openId,
  onToggle,
  events,
  selected,
  onSelect,
}: {
  siteId: string
  households: Household[]
  openId: string | null
  onToggle: (id: string) => void
  /** The site's events when it has several: a column each. */
  events?: readonly GuestEvent[]
  /** The selected households' ids, with onSelect: rows can be selected for a bulk action. */
  selected?: ReadonlySet<string>
  onSelect?: (id: string, selected: boolean) => void
}) {
  const { t } = useTranslation()
  const [limit, setLimit] = useState(PAGE_SIZE)
  const shown = households.slice(0, limit)
  const count = events?.length ?? 0
  return (
    <>
      {count > 0 && events && <EventColumnsHeader events={events} />}
      <ul
        className={styles.list}
        style={count > 0 ? ({ '--event-count': count } as CSSProperties) : undefined}
      >
        {shown.map((h) => (
          <HouseholdItem
            key={h._id}
            siteId={siteId}
            household={h}
            open={openId === h._id}
            onToggle={onToggle}
            events={events}
            selected={selected?.has(h._id)}
            onSelect={onSelect}
          />
        ))}
      </ul>
      {households.length > limit && (
        <Button type="button" variant="secondary" onClick={() => setLimit((l) => l + PAGE_SIZE)}>
          {t('guestList.showMore', { count: Math.min(PAGE_SIZE, households.length - limit) })}
        </Button>
      )}
    </>
  )
}
