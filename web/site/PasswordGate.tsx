import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { ApiError } from '#web/api/http.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { loginToPublicSite } from '#web/api/sites-public-login.ts'
import cardStyles from './CardPage.module.css'
import { CardPage } from './CardPage.tsx'
import { LockIcon } from './LockIcon.tsx'
import styles from './PasswordGate.module.css'
import type { PublicPageInput } from './page-input.ts'
import type { PageKindTexts } from './page-kind-texts.ts'
import { designOf } from './theme-style.ts'

interface Props {
  input: Extract<PublicPageInput, { kind: 'gate' }>
  texts: PageKindTexts
  /** After a correct password; the server then answers the same address with the content. */
  onSuccess?: () => void
}

type State =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'wrong-password' }
  | { status: 'failed'; detail: string }

/** Asks for the site's password; the page holds no content until the server has accepted it. */
export function PasswordGate({ input, texts, onSuccess = () => location.reload() }: Props) {
  const [password, setPassword] = useState('')
  const [shown, setShown] = useState(false)
  // A password the server refused when the form was posted without the script.
  const [state, setState] = useState<State>(() =>
    input.failure?.kind === 'wrong-password'
      ? { status: 'wrong-password' }
      : input.failure
        ? { status: 'failed', detail: input.failure.detail }
        : { status: 'idle' },
  )
  // Showing the password needs the script; sending does not (the server takes the form's post).
  const [ready, setReady] = useState(false)
  const passwordRef = useRef<HTMLInputElement>(null)
  const fieldId = useId()
  const messageId = useId()
  useEffect(() => setReady(true), [])

  const sending = state.status === 'sending'

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    setState({ status: 'sending' })
    try {
      await loginToPublicSite(input.site._id, password)
      // Stays 'sending' on purpose: the page is reloading.
      onSuccess()
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        setState({ status: 'wrong-password' })
        passwordRef.current?.select()
      } else {
        setState({ status: 'failed', detail: serverMessage(error, input.uiLanguage) })
      }
    }
  }

  const wrong = state.status === 'wrong-password'
  return (
    <CardPage design={designOf(input)}>
      <div className={styles.lock}>
        <LockIcon />
      </div>
      {input.site.names && <p className={styles.names}>{input.site.names}</p>}
      <h1 className={cardStyles.title}>{texts.gateTitle}</h1>
      <p className={cardStyles.text}>{texts.gateIntro}</p>
      <form className={styles.form} method="post" onSubmit={submit} aria-busy={sending}>
        <label className={styles.label} htmlFor={fieldId}>
          {texts.gatePasswordLabel}
        </label>
        <div className={styles.field}>
          <input
            ref={passwordRef}
            className={styles.input}
            id={fieldId}
            name="password"
            type={shown ? 'text' : 'password'}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={wrong || undefined}
            aria-describedby={state.status === 'idle' || sending ? undefined : messageId}
          />
          <button
            type="button"
            className={styles.show}
            aria-pressed={shown}
            disabled={!ready}
            onClick={() => setShown((s) => !s)}
          >
            {texts.gateShowPassword}
          </button>
        </div>
        <div id={messageId} role="alert" className={styles.message}>
          {wrong && <p className={styles.error}>{texts.gateWrongPassword}</p>}
          {state.status === 'failed' && (
            <>
              <p className={styles.error}>{texts.gateFailed}</p>
              {state.detail && <p className={styles.detail}>{state.detail}</p>}
            </>
          )}
        </div>
        <button className={cardStyles.button} type="submit" disabled={sending}>
          {sending && <span className={styles.spinner} aria-hidden="true" />}
          {sending ? texts.gateSending : texts.gateSubmit}
        </button>
      </form>
    </CardPage>
  )
}
