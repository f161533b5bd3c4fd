import { useTranslation } from 'react-i18next'
import drawer from '../Drawers.module.css'
import { SiteLanguagesEditor } from '../languages/SiteLanguagesEditor.tsx'
import { useEditor, useEditorStore } from '../store.ts'
import { MoreBlock } from './MoreBlock.tsx'

/** Språk: the site's languages; a change is part of the draft and saved with Spara. */
export function LanguagesBlock() {
  const { t } = useTranslation()
  const store = useEditorStore()
  const languages = useEditor((s) => s.site.availableLanguages)
  return (
    <MoreBlock id="more-languages" title={t('editor.languagesTitle')}>
      <p className={drawer.hint}>{t('editor.languagesText')}</p>
      <SiteLanguagesEditor
        languages={languages.map((l) => l.languageCode)}
        onChange={(codes) =>
          store.change((site) => ({
            ...site,
            availableLanguages: codes.map((languageCode) => ({ languageCode })),
          }))
        }
      />
    </MoreBlock>
  )
}
