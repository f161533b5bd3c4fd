import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Card } from '#web/ui/Card.tsx'
import { PageLayout } from './PageLayout.tsx'
import { paths } from './paths.ts'
import { useDocumentTitle } from './use-document-title.ts'

export function NotFoundPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('notFound.title'))
  return (
    <PageLayout>
      <Card>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <Link to={paths.home}>{t('common.home')}</Link>
      </Card>
    </PageLayout>
  )
}
