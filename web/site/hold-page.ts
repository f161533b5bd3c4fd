/**
 * While a modal dialog is open, the page behind it holds still and is out of reach: it does not
 * scroll (the scrollbar's width is kept as padding, so nothing shifts) and every other child of
 * the body is inert (no keyboard, no screen reader). `own` is the body's child holding the
 * dialog. Returns what undoes it all.
 */
export function holdPage(own: Element | null): () => void {
  const body = document.body
  const scrollbar = window.innerWidth - document.documentElement.clientWidth
  const saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight }
  body.style.overflow = 'hidden'
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`
  const madeInert: Element[] = []
  for (const child of body.children) {
    if (child === own || child.hasAttribute('inert')) continue
    child.setAttribute('inert', '')
    madeInert.push(child)
  }
  return () => {
    body.style.overflow = saved.overflow
    body.style.paddingRight = saved.paddingRight
    for (const child of madeInert) child.removeAttribute('inert')
  }
}
