import type { ReactNode } from 'react'
import { PageLayout } from '#web/app/PageLayout.tsx'
import { useDocumentTitle } from '#web/app/use-document-title.ts'
import { Card } from '#web/ui/Card.tsx'
import styles from './AuthLayout.module.css'

/** The narrow card of the login and password pages, titled. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title)
  return (
    <PageLayout width="narrow">
      <Card>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </Card>
    </PageLayout>
  )
}
