import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { passwordSaveEnabled, passwordToSave } from '#domain/site/password-option.ts'
import { setSitePassword } from '#web/editor/api/sites-password.ts'
import { Field } from '#web/ui/Field.tsx'
import drawer from '../Drawers.module.css'
import { useEditor } from '../store.ts'
import { MoreBlock } from './MoreBlock.tsx'
import styles from './MoreBlocks.module.css'
import { SettingActions } from './SettingActions.tsx'
import { useSettingSave } from './use-setting-save.ts'

/**
 * Lösenord för gästerna (spec 001 section 4): only for a published site that is not a quick start;
 * otherwise a note says to publish first.
 */
export function PasswordBlock() {
  const { t } = useTranslation()
  const open = useEditor((s) => s.site.active && !s.site.quickStart)
  return (
    <MoreBlock id="more-password" title={t('moreDrawer.password.title')}>
      {open ? <PasswordForm /> : <p className={drawer.hint}>{t('moreDrawer.password.publishFirst')}</p>}
    </MoreBlock>
  )
}

function PasswordForm() {
  const { t } = useTranslation()
  const siteId = useEditor((s) => s.site._id)
  const saved = useEditor((s) => s.site.password)
  const [enabled, setEnabled] = useState(!!saved)
  const [value, setValue] = useState(saved ?? '')
  // The form follows the saved password when it changes (this form's save, or a reload of the site).
  const [shown, setShown] = useState(saved)
  if (shown !== saved) {
    setShown(saved)
    setEnabled(!!saved)
    setValue(saved ?? '')
  }
  const state = useSettingSave()
  const canSave = passwordSaveEnabled({ enabled, value, saved })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!canSave || state.busy) return
    const password = passwordToSave({ enabled, value })
    void state.save(
      `PUT /api/sites/${siteId}/password`,
      () => setSitePassword(siteId, password),
      (site) => (site.password ? t('moreDrawer.password.saved') : t('moreDrawer.password.removed')),
    )
  }

  return (
    <form onSubmit={submit}>
      <p className={drawer.hint}>{t('moreDrawer.password.text')}</p>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={enabled}
          onChange={(event) => {
            setEnabled(event.target.checked)
            state.clear()
          }}
        />
        {t('moreDrawer.password.require')}
      </label>
      {enabled && (
        <Field
          label={t('moreDrawer.password.field')}
          hint={t('moreDrawer.password.fieldHint')}
          name="password"
          // The owner hands this password out to every guest: it is shown, and kept out of the
          // browser's password manager, which would take it for the owner's own login.
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={200}
          required
          value={value}
          onChange={(event) => {
            setValue(event.target.value)
            state.clear()
          }}
        />
      )}
      <SettingActions
        label={t('moreDrawer.password.save')}
        enabled={canSave}
        failedTitle={t('moreDrawer.password.failed')}
        state={state}
      />
    </form>
  )
}
