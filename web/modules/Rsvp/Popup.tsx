import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { FormSettingsDialog, formsStyles as forms, LanguageTexts } from '#web/editor/index.ts'
import { useTextFields } from '#web/modules/guest-forms/use-text-fields.ts'
import fieldStyles from '#web/ui/Field.module.css'
import type { ModulePopupProps } from '../editor-parts.ts'
import { guestChoices } from './guest-choices.ts'

/** The RSVP module's settings: Frågor, Bekräftelse, Övrigt (spec 001 section 2). */
export default function RsvpPopup({ module, open, onOpenChange }: ModulePopupProps<'Rsvp'>) {
  const { t } = useTranslation()
  const { change, field: texts, viewDefault, guestDefault } = useTextFields(module)
  const maxId = useId()

  const other = (
    <>
      <div className={forms.single}>
        <label className={forms.label} htmlFor={maxId}>
          {t('formEditor.other.maxGuests')}
        </label>
        <select
          id={maxId}
          className={fieldStyles.input}
          value={guestChoices(module.maxNumberOfGuests).length}
          aria-describedby={`${maxId}-hint`}
          onChange={(event) => {
            const maxNumberOfGuests = Number(event.target.value)
            change((m) => ({ ...m, maxNumberOfGuests }))
          }}
        >
          {guestChoices(5).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <p id={`${maxId}-hint`} className={forms.hint}>
          {t('formEditor.other.maxGuestsHint')}
        </p>
      </div>
      {guestChoices(module.maxNumberOfGuests).length === 1 && (
        // Only one guest may answer: the owner may skip the button that brings the form.
        <div className={forms.single}>
          <label className={forms.label}>
            <input
              type="checkbox"
              checked={module.openFormForOneGuest === true}
              aria-describedby={`${maxId}-at-once`}
              onChange={(event) => {
                const openFormForOneGuest = event.target.checked
                change((m) => ({ ...m, openFormForOneGuest }))
              }}
            />{' '}
            {t('formEditor.other.openFormForOneGuest')}
          </label>
          <p id={`${maxId}-at-once`} className={forms.hint}>
            {t('formEditor.other.openFormForOneGuestHint')}
          </p>
        </div>
      )}
      <div className={forms.single}>
        <label className={forms.label}>
          <input
            type="checkbox"
            checked={module.answersChangeable !== false}
            aria-describedby={`${maxId}-changeable`}
            onChange={(event) => {
              const answersChangeable = event.target.checked
              change((m) => ({ ...m, answersChangeable }))
            }}
          />{' '}
          {t('formEditor.other.answersChangeable')}
        </label>
        <p id={`${maxId}-changeable`} className={forms.hint}>
          {t('formEditor.other.answersChangeableHint')}
        </p>
      </div>
      <div className={forms.single}>
        <label className={forms.label} htmlFor={`${maxId}-last`}>
          {t('formEditor.other.lastAnswerDate')}
        </label>
        <input
          id={`${maxId}-last`}
          type="date"
          className={fieldStyles.input}
          value={module.lastAnswerDate ?? ''}
          aria-describedby={`${maxId}-last-hint`}
          onChange={(event) => {
            const lastAnswerDate = event.target.value || null
            change((m) => ({ ...m, lastAnswerDate }))
          }}
        />
        <p id={`${maxId}-last-hint`} className={forms.hint}>
          {t('formEditor.other.lastAnswerDateHint')}
        </p>
      </div>
      <LanguageTexts
        legend={t('formEditor.other.selectNumberOfGuestsText')}
        hint={t('formEditor.other.selectNumberOfGuestsHint')}
        {...texts('selectNumberOfGuestsText', (code) => viewDefault(code).selectNumberOfGuestsText)}
      />
      <LanguageTexts
        legend={t('formEditor.other.oneGuestRsvpButton')}
        hint={t('formEditor.other.oneGuestRsvpHint')}
        {...texts('oneGuestRsvpButton', (code) => viewDefault(code).oneGuestRsvpButton)}
      />
      <LanguageTexts
        legend={t('formEditor.other.guestIndexTitle')}
        hint={t('formEditor.other.guestIndexHint')}
        {...texts('guestIndexTitle', (code) => guestDefault(code).guestIndexTitle)}
      />
      <LanguageTexts
        legend={t('formEditor.other.sendButton')}
        {...texts('sendButton', (code) => guestDefault(code).sendButton)}
      />
    </>
  )

  return (
    <FormSettingsDialog
      module={module}
      open={open}
      onOpenChange={onOpenChange}
      extraTab={{ value: 'other', label: t('formEditor.tabs.other'), content: other }}
      recipientsIn="extra"
      perEvent
    />
  )
}
