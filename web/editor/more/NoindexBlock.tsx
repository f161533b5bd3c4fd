import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { setSiteMetaNoindex } from '#web/editor/api/sites-meta-noindex.ts'
import drawer from '../Drawers.module.css'
import { useEditor } from '../store.ts'
import { MoreBlock } from './MoreBlock.tsx'
import styles from './MoreBlocks.module.css'
import { SettingActions } from './SettingActions.tsx'
import { useSettingSave } from './use-setting-save.ts'

/**
 * Synlighet i sökmotorer: saved through its own call, so not in quick start, where the site does
 * not exist on the server yet (spec 001 section 4).
 */
export function NoindexBlock() {
  const { t } = useTranslation()
  const quickStart = useEditor((s) => s.site.quickStart)
  return (
    <MoreBlock id="more-noindex" title={t('moreDrawer.noindex.title')}>
      {quickStart ? <p className={drawer.hint}>{t('moreDrawer.noindex.saveFirst')}</p> : <NoindexForm />}
    </MoreBlock>
  )
}

function NoindexForm() {
  const { t } = useTranslation()
  const siteId = useEditor((s) => s.site._id)
  const saved = useEditor((s) => s.site.metaNoindex)
  const [checked, setChecked] = useState(saved)
  // The form follows the saved value when it changes (this form's save, or a reload of the site).
  const [shown, setShown] = useState(saved)
  if (shown !== saved) {
    setShown(saved)
    setChecked(saved)
  }
  const state = useSettingSave()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (checked === saved || state.busy) return
    const metaNoindex = checked
    void state.save(
      `PUT /api/sites/${siteId}/metaNoindex`,
      () => setSiteMetaNoindex(siteId, metaNoindex),
      (site) => (site.metaNoindex ? t('moreDrawer.noindex.hidden') : t('moreDrawer.noindex.shown')),
    )
  }

  return (
    <form onSubmit={submit}>
      <p className={drawer.hint}>{t('moreDrawer.noindex.text')}</p>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => {
            setChecked(event.target.checked)
            state.clear()
          }}
        />
        {t('moreDrawer.noindex.hide')}
      </label>
      <SettingActions
        label={t('moreDrawer.noindex.save')}
        enabled={checked !== saved}
        failedTitle={t('moreDrawer.noindex.failed')}
        state={state}
      />
    </form>
  )
}
