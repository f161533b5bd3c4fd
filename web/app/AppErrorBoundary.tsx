import { Component, type ErrorInfo, type ReactNode } from 'react'
import { reportError } from './error-reporting.ts'
import { FallbackErrorPage } from './FallbackErrorPage.tsx'
import { logError } from './log.ts'

interface State {
  failed: boolean
}

/** Catches render errors outside the router's own boundary, logs them and shows the fallback page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    void logError(error, `error boundary${info.componentStack ?? ''}`)
    reportError(error)
  }

  override render(): ReactNode {
    return this.state.failed ? <FallbackErrorPage /> : this.props.children
  }
}
