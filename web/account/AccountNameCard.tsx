import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMe } from '#web/api/accounts-me.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button } from '#web/ui/Button.tsx'
import { Card } from '#web/ui/Card.tsx'
import { Field } from '#web/ui/Field.tsx'
import styles from './AccountPage.module.css'
import { useSetAccountName } from './api/account-name.ts'

/**
 * The account's display name (issue 33): what the version history and the activity show beside
 * what it did. On the account page, and on the members page, which every member reaches.
 */
export function AccountNameCard() {
  const { t } = useTranslation()
  const me = useMe()
  if (!me.data) return null
  // Keyed by the saved name, so the field starts from it once the account is loaded or saved.
  return <NameForm key={me.data.name ?? ''} saved={me.data.name ?? ''} heading={t('accountName.heading')} />
}

function NameForm({ saved, heading }: { saved: string; heading: string }) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const setName = useSetAccountName()
  const [name, setNameValue] = useState(saved)
  const [done, setDone] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setDone(false)
    setName.mutate(name, { onSuccess: () => setDone(true) })
  }
  return (
    <Card>
      <form className={styles.nameForm} onSubmit={submit} noValidate>
        <h2 className={styles.heading}>{heading}</h2>
        <Field
          label={t('accountName.label')}
          name="name"
          autoComplete="name"
          maxLength={60}
          required
          value={name}
          onChange={(e) => {
            setNameValue(e.target.value)
            setDone(false)
          }}
          hint={t('accountName.hint')}
          message={setName.isError ? serverMessage(setName.error, language) : undefined}
        />
        <div className={styles.nameActions}>
          <Button type="submit" variant="secondary" busy={setName.isPending}>
            {t('accountName.save')}
          </Button>
          <p aria-live="polite" className={styles.nameStatus}>
            {done ? t('accountName.saved') : ''}
          </p>
        </div>
      </form>
    </Card>
  )
}
