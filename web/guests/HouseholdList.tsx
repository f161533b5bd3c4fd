import type { Household } from '#domain/households/household.ts'
import styles from './GuestList.module.css'
import { HouseholdItem } from './HouseholdItem.tsx'

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
  return (
    <ul className={styles.list}>
      {households.map((h) => (
        <HouseholdItem
          key={h._id}
          siteId={siteId}
          household={h}
          open={openId === h._id}
          onToggle={onToggle}
        />
      ))}
    </ul>
  )
}
