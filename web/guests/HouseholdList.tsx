import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Household } from '#domain/households/household.ts'
import { Button } from '#web/ui/Button.tsx'
import styles from './GuestList.module.css'
import { HouseholdItem } from './HouseholdItem.tsx'

/** Rows drawn at first and per "show more": a long list stays quick on a phone; search finds the rest. */
export const PAGE_SIZE = 100

export function HouseholdList({
  siteId,
  households,
  openId,
  onToggle,
}: {
  siteId: string
  households: Household[]
  openId: string | null
  onToggle: (id: string) => void
}) {
  const { t } = useTranslation()
  const [limit, setLimit] = useState(PAGE_SIZE)
  const shown = households.slice(0, limit)
  return (
    <>
      <ul className={styles.list}>
        {shown.map((h) => (
          <HouseholdItem
            key={h._id}
            siteId={siteId}
            household={h}
            open={openId === h._id}
            onToggle={onToggle}
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
