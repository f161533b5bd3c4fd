import { useTranslation } from 'react-i18next'
import type { FormModule } from '#domain/modules/form.ts'
import { markSignUpForm, signUpFormOf } from '#domain/modules/form-sign-up.ts'
import { newId, useAnnounce, useEditor, useEditorStore } from '#web/editor/index.ts'
import styles from './SignUpSetting.module.css'

/**
 * "Det här är anmälan till tal och sång" (issue 33): marks this form as the site's sign-up form,
 * which the running order reads; marking one unmarks any other, and fills the standard questions
 * (name, what, length, needs, mail) the form lacks.
 */
export function SignUpSetting({ module }: { module: FormModule }) {
  const { t } = useTranslation()
  const store = useEditorStore()
  const announce = useAnnounce()
  // The store's own array, so the selection is the same between renders; mapped when used.
  const available = useEditor((s) => s.site.availableLanguages)
  const marked = useEditor((s) => signUpFormOf(s.site.siteModules)?.id === module.id)
  const toggle = (on: boolean) => {
    store.changeModules((modules) =>
      on
        ? markSignUpForm(
            modules,
            module.id,
            available.map((l) => l.languageCode),
            newId,
          )
        : modules.map((m) => (m.id === module.id ? { ...m, isSignUpForm: false } : m)),
    )
    announce(t(on ? 'formEditor.signUp.marked' : 'formEditor.signUp.unmarked'))
  }
  return (
    <div className={styles.setting}>
      <label className={styles.check}>
        <input type="checkbox" checked={marked} onChange={(e) => toggle(e.target.checked)} />
        <span>
          <strong>{t('formEditor.signUp.label')}</strong>
          <span className={styles.hint}>{t('formEditor.signUp.hint')}</span>
        </span>
      </label>
    </div>
  )
}
