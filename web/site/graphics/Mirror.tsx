import type { ReactNode } from 'react'

/** Reflect across the corner's diagonal: draw along the top edge once, get the left edge free. */
export const DIAGONAL = 'matrix(0 1 1 0 0 0)'

/** Draw `children` and a reflected copy of them (through <use>, so the bytes are sent once). */
export function Mirror({
  id,
  transform = DIAGONAL,
  children,
}: {
  id: string
  transform?: string
  children: ReactNode
}) {
  return (
    <>
      <g id={id}>{children}</g>
      <use href={`#${id}`} transform={transform} />
    </>
  )
}
