import { Component, type ReactNode } from 'react'
import { logError } from '#web/app/log.ts'

interface Props {
  /** The message shown in the card's place (spec 002 section 8, print render error). */
  fallback: ReactNode
  children: ReactNode
}

/** A card that fails to draw shows the print render error and is logged; the editor stays usable. */
export class CardErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    void logError(error, 'print card render')
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
