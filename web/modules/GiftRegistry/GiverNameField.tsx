import type { InputHTMLAttributes } from 'react'
import formStyles from '../guest-forms/GuestForm.module.css'
import type { GuestTexts } from '../guest-forms/texts.ts'
import { giftFieldWiring, giftHintId } from './form-rules.ts'

/**
 * The optional name of a guest who reserves without a personal link (issue 35), alike in the dialog
 * and the plain form: only the couple's thank-you list shows it. A household's own page asks nothing.
 */
export function GiverNameField({
  formId,
  t,
  input,
  hintClassName,
}: {
  formId: string
  /** The hint's look where the field is (the dialog's or the card's). */
  hintClassName: string | undefined
  t: Pick<GuestTexts, 'labelReserveName' | 'reserveNameHint'>
  /** The input's value and change handler (the dialog), or its name and default value (the plain form). */
  input: InputHTMLAttributes<HTMLInputElement>
}) {
  const wiring = giftFieldWiring(formId, 'name', {})
  return (
    <div className={formStyles.field}>
      <label htmlFor={wiring.id} className={formStyles.label}>
        {t.labelReserveName}
      </label>
      <p id={giftHintId(formId, 'name')} className={hintClassName}>
        {t.reserveNameHint}
      </p>
      <input
        {...wiring}
        {...input}
        className={formStyles.input}
        type="text"
        autoComplete="name"
        maxLength={200}
      />
    </div>
  )
}
