import { LineIcon } from '#web/ui/LineIcon.tsx'

// Small decorative icons of the responses pages; the text beside each says what it means.

export function DownloadIcon() {
  return (
    <LineIcon>
      <path d="M12 4v11" />
      <path d="m7 10 5 5 5-5" />
      <path d="M5 20h14" />
    </LineIcon>
  )
}

export function TrashIcon() {
  return (
    <LineIcon>
      <path d="M4 7h16" />
      <path d="M9 7V4h6v3" />
      <path d="M6 7l1 13h10l1-13" />
      <path d="M10 11v6M14 11v6" />
    </LineIcon>
  )
}

export function InfoIcon() {
  return (
    <LineIcon size={22}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6" />
      <path d="M12 7.5h.01" />
    </LineIcon>
  )
}

export function SortIcon({ direction }: { direction: 'ascending' | 'descending' | null }) {
  return (
    <LineIcon size={14} strokeWidth={2.2}>
      {direction !== 'descending' && <path d="m7 10 5-5 5 5" opacity={direction ? 1 : 0.45} />}
      {direction !== 'ascending' && <path d="m7 14 5 5 5-5" opacity={direction ? 1 : 0.45} />}
    </LineIcon>
  )
}
