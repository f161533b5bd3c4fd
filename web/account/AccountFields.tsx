import { Field, type FieldProps } from '#web/ui/Field.tsx'

type Props = Omit<FieldProps, 'name' | 'type' | 'required'>

/** The account's mail address, required and named as the account calls read it. */
export function MailField(props: Props) {
  return <Field {...props} name="mail" type="email" inputMode="email" required />
}

/** An account password, required and named as the account calls read it. */
export function PasswordField(props: Props) {
  return <Field {...props} name="password" type="password" required />
}
