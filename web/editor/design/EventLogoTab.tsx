import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { chooseEventLogo } from '#domain/design/event-logo-rules.ts'
import { EVENT_LOGOS, type EventLogoName } from '#domain/design/event-logos.ts'
import { EventLogo } from '#web/site/owner.ts'
import { Button } from '#web/ui/Button.tsx'
import { useEditor, useEditorStore } from '../store.ts'
import styles from './Design.module.css'
import { EventLogoDialog } from './EventLogoDialog.tsx'
import { PreviewChoice } from './PreviewChoice.tsx'
import { useSiteScope } from './use-site-scope.ts'

const CHOICES: (EventLogoName | null)[] = [null, ...EVENT_LOGOS]

/** The event logo (wedding sites): none or one of the looks, each drawn with the couple's names. */
export function EventLogoTab() {
  const { t } = useTranslation()
  const store = useEditorStore()
  const logo = useEditor((s) => s.site.eventLogo ?? null)
  const wizard = useEditor((s) => s.site.wizardData)
  const scope = useSiteScope()
  const group = useId()
  const [editing, setEditing] = useState(false)
  // Until names are typed, the previews borrow sample names: an empty logo shows nothing to compare.
  const names = {
    name1: wizard?.name1 || t('designDrawer.eventLogo.sampleName1'),
    name2: wizard?.name2 || t('designDrawer.eventLogo.sampleName2'),
  }
  return (
    <>
      <fieldset className={styles.block}>
        <legend className={styles.title}>{t('designDrawer.eventLogo.title')}</legend>
        <p className={styles.hint}>{t('designDrawer.eventLogo.text')}</p>
        <div className={styles.cards}>
          {CHOICES.map((name) => {
            // The additional text is sized for the page and would crowd a card; the look is what counts here.
            const chosen = name && chooseEventLogo(logo, name, names)
            const preview = chosen && { ...chosen, additionalText: undefined }
            return (
              <PreviewChoice
                key={name ?? 'none'}
                group={group}
                value={name ?? ''}
                checked={(logo?.name ?? null) === name}
                onChoose={() =>
                  store.change((site) => ({
                    ...site,
                    eventLogo: chooseEventLogo(site.eventLogo, name, site.wizardData ?? {}),
                  }))
                }
                previewClassName={styles.logoPreview}
                scope={scope}
                preview={preview && <EventLogo logo={preview} />}
                label={name ? t(`designDrawer.eventLogo.names.${name}`) : t('designDrawer.eventLogo.none')}
              />
            )
          })}
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('designDrawer.eventLogo.edit')}
          </Button>
        </div>
      </fieldset>
      <EventLogoDialog open={editing} onOpenChange={setEditing} />
    </>
  )
}
