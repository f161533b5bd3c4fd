import { Component, type ReactNode } from 'react'
import { CardPage } from './CardPage.tsx'
import { logClientError } from './log-client-error.ts'
import { ModuleError } from './ModuleError.tsx'
import type { PublicTexts } from './texts.ts'

interface Props {
  children: ReactNode
  texts: PublicTexts
  contactMail: string
}

/**
 * The last line in the browser: an error outside every module boundary would otherwise leave an
 * empty page, so the whole page is replaced by the error message, and the error is logged.
 */
export class PageErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    void logClientError(error, 'Public page')
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children
    return (
      <CardPage design={{}}>
        <ModuleError texts={this.props.texts} contactMail={this.props.contactMail} />
      </CardPage>
    )
  }
}
