import { type FormEvent, type ReactNode, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { track } from '#web/app/analytics.ts'
import { PageLayout } from '#web/app/PageLayout.tsx'
import { useDocumentTitle } from '#web/app/use-document-title.ts'
import { clearQuickStartSite } from '#web/quick-start/index.ts'
import { Button, buttonClassName } from '#web/ui/Button.tsx'
import { cx } from '#web/ui/cx.ts'
import { stepLinks, WIZARD_STEPS } from './steps.ts'
import styles from './Wizard.module.css'

interface WizardFrameProps {
  /** 1 to 4. */
  step: number
  title: string
  intro: string
  children: ReactNode
  /** Checked before moving on; false keeps the visitor on the step. */
  canContinue?: (form: HTMLFormElement) => boolean
  /** Told of every change in the step's form (native validation re-checks a shown message). */
  onChange?: (event: FormEvent<HTMLFormElement>) => void
}

/**
 * One step of the start wizard: the progress through the four steps, the step's question, and
 * Tillbaka / Nästa. The step's fields sit in one form, so Enter moves on as well.
 */
export function WizardFrame({ step, title, intro, children, canContinue, onChange }: WizardFrameProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const heading = useRef<HTMLHeadingElement>(null)
  const links = stepLinks(step)
  const last = step === WIZARD_STEPS.length
  useDocumentTitle(`${title} – ${t('wizard.title')}`)

  useEffect(() => {
    track('Wizard step', { step })
    // A new step is a new page to a screen reader: start reading at its question.
    heading.current?.focus()
  }, [step])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (canContinue && !canContinue(event.currentTarget)) return
    // Finishing the wizard (again) makes the site anew from the answers.
    if (last) clearQuickStartSite('kom-igang')
    navigate(links.next)
  }

  return (
    <PageLayout width="wide">
      <nav aria-label={t('wizard.progressLabel')} className={styles.progress}>
        <p className={styles.stepOf}>{t('wizard.stepOf', { step, count: WIZARD_STEPS.length })}</p>
        <ol className={styles.steps}>
          {WIZARD_STEPS.map((path, index) => {
            const n = index + 1
            const state = n < step ? 'done' : n === step ? 'current' : 'todo'
            return (
              <li
                key={path}
                className={cx(styles.step, styles[state])}
                aria-current={n === step ? 'step' : undefined}
              >
                {n < step ? (
                  <Link to={path} className={styles.stepLink}>
                    <span className={styles.stepNumber}>{n}</span>
                    <span className={styles.stepName}>{t(`wizard.steps.${n as 1 | 2 | 3 | 4}`)}</span>
                  </Link>
                ) : (
                  <span className={styles.stepLink}>
                    <span className={styles.stepNumber}>{n}</span>
                    <span className={styles.stepName}>{t(`wizard.steps.${n as 1 | 2 | 3 | 4}`)}</span>
                  </span>
                )}
              </li>
            )
          })}
        </ol>
      </nav>
      <form className={styles.form} noValidate onSubmit={onSubmit} onChange={onChange}>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        <p className={styles.intro}>{intro}</p>
        {children}
        <div className={styles.nav}>
          <Link className={buttonClassName('secondary')} to={links.back}>
            {t('wizard.back')}
          </Link>
          <Button type="submit">{last ? t('wizard.finish') : t('wizard.next')}</Button>
        </div>
      </form>
    </PageLayout>
  )
}
