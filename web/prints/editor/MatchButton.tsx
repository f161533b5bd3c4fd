import { useTranslation } from 'react-i18next'
import type { PrintSite } from '#domain/prints/defaults.ts'
import { Button } from '#web/ui/Button.tsx'
import styles from './PrintEditor.module.css'
import type { PrintDraft } from './print-draft.ts'
import { type MatchPart, matchesSite, matchSite } from './site-match.ts'

interface Props {
  draft: PrintDraft
  site: PrintSite
  part: MatchPart
  onChange: (update: (draft: PrintDraft) => PrintDraft) => void
  onMatched: (message: string) => void
}

/** "Matcha med bröllopssida" (spec 002 section 2): shown only while the card's part differs from the site. */
export function MatchButton({ draft, site, part, onChange, onMatched }: Props) {
  const { t } = useTranslation()
  if (matchesSite(draft, site, part)) {
    return <p className={styles.matched}>{t('prints.editor.design.matched')}</p>
  }
  return (
    <div className={styles.match}>
      <Button
        variant="secondary"
        onClick={() => {
          onChange((d) => matchSite(d, site, part))
          onMatched(t('prints.editor.design.matchedNow'))
        }}
      >
        {t('prints.editor.design.match')}
      </Button>
    </div>
  )
}
