import { LineIcon } from '#web/ui/LineIcon.tsx'

/** The side menu's Versioner icon: a clock turning back, drawn like the menu's other icons. */
export function VersionsIcon() {
  return (
    <LineIcon size={22} strokeWidth={1.8}>
      <path d="M3 12a9 9 0 1 0 3-6.7" />
      <path d="M3 4v4h4" />
      <path d="M12 7v5l3 2" />
    </LineIcon>
  )
}
