import { useTranslation } from 'react-i18next'
import { Field } from '#web/ui/Field.tsx'
import { useNativeValidation } from '#web/ui/use-native-validation.ts'
import { useWizardData } from './use-wizard-data.ts'
import styles from './Wizard.module.css'
import { WizardFrame } from './WizardFrame.tsx'

/** /kom-igang/information, step 2: the two names, the place and the day (or that it is not decided). */
export function InformationStep() {
  const { t } = useTranslation()
  const { data, update } = useWizardData()
  const { messages, validate, onChange } = useNativeValidation()

  return (
    <WizardFrame
      step={2}
      title={t('wizard.information.title')}
      intro={t('wizard.information.intro')}
      canContinue={validate}
      onChange={onChange}
    >
      <div className={styles.fields}>
        <Field
          label={t('wizard.information.name1')}
          name="name1"
          autoComplete="given-name"
          maxLength={100}
          value={data.name1}
          onChange={(e) => update({ name1: e.target.value })}
          message={messages.name1}
        />
        <Field
          label={t('wizard.information.name2')}
          name="name2"
          maxLength={100}
          value={data.name2}
          onChange={(e) => update({ name2: e.target.value })}
          message={messages.name2}
        />
        <Field
          label={t('wizard.information.location')}
          name="location"
          hint={t('wizard.information.locationHint')}
          maxLength={300}
          value={data.location}
          onChange={(e) => update({ location: e.target.value })}
          message={messages.location}
        />
        <Field
          label={t('wizard.information.dateStart')}
          name="dateStart"
          type="datetime-local"
          min="1900-01-01T00:00"
          max="2099-01-01T00:00"
          value={data.dateNotDecided ? '' : data.dateStart}
          disabled={data.dateNotDecided}
          onChange={(e) => update({ dateStart: e.target.value })}
          message={messages.dateStart}
        />
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          name="dateNotDecided"
          checked={data.dateNotDecided}
          // Ticking clears the date and disables its field (spec 000 section 4).
          onChange={(e) =>
            update(e.target.checked ? { dateNotDecided: true, dateStart: '' } : { dateNotDecided: false })
          }
        />
        {t('wizard.information.dateNotDecided')}
      </label>
    </WizardFrame>
  )
}
