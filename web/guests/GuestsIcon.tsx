import { LineIcon } from '#web/ui/LineIcon.tsx'

/** The guest list's side menu icon: two people. */
export function GuestsIcon() {
  return (
    <LineIcon size={22} strokeWidth={1.8}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c0-3.6 2.9-6.5 6.5-6.5s6.5 2.9 6.5 6.5" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M16 13.6c3 .1 5.5 2.6 5.5 5.9" />
    </LineIcon>
  )
}
