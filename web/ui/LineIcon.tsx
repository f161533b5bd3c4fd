import type { ReactNode } from 'react'

/** A decorative line icon on a 24-unit grid; the text beside it says what it means. */
export function LineIcon({
  size = 18,
  strokeWidth = 1.9,
  children,
}: {
  size?: number
  strokeWidth?: number
  children: ReactNode
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}
