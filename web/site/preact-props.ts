import { options } from 'preact'

/**
 * The guest page hydrates with preact/compat (decision 0030), which writes a prop it does not know
 * to the DOM as an attribute. React's hydration-only props are dropped before it renders them, so an
 * element the page creates after hydration (the countdown's, replaced on the client's first tick)
 * carries no `suppresshydrationwarning` attribute.
 */
export function dropReactOnlyProps(): void {
  const next = options.vnode
  options.vnode = (vnode) => {
    const props = vnode.props as Record<string, unknown> | null
    if (props && typeof vnode.type === 'string' && 'suppressHydrationWarning' in props)
      delete props.suppressHydrationWarning
    next?.(vnode)
  }
}
