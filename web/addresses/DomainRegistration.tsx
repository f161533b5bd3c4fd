import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { serverMessage } from '#web/api/serverMessage.ts'
import { siteQueryKey } from '#web/api/sites-get.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button } from '#web/ui/Button.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { Spinner } from '#web/ui/Spinner.tsx'
import styles from './Addresses.module.css'
import { addressPaths } from './address-paths.ts'
import { registerDomain } from './api/domain-register.ts'
import { type RegistrationResult, registerAfterPayment } from './register-domain.ts'

interface Props {
  siteId: string
  domain: string
  /** The payment's reference: the confirmation page shows its receipt. */
  reference: string
}

/** After the payment: the 5 s wait and the registration call with its 402 retries (spec 002 section 4). */
export function DomainRegistration({ siteId, domain, reference }: Props) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [outcome, setOutcome] = useState<RegistrationResult | null>(null)
  const [attempt, setAttempt] = useState(0)

  const done = useCallback(
    async (result: RegistrationResult) => {
      if (result.kind === 'stopped') return
      if (result.kind !== 'registered') return setOutcome(result)
      await queryClient.invalidateQueries({ queryKey: siteQueryKey(siteId) })
      navigate(addressPaths(siteId).domainConfirmation(reference), { state: { domain } })
    },
    [navigate, queryClient, reference, siteId, domain],
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt starts the loop again.
  useEffect(() => {
    const controller = new AbortController()
    setOutcome(null)
    void registerAfterPayment({
      register: () => registerDomain(siteId, domain),
      signal: controller.signal,
    }).then(done)
    return () => controller.abort()
  }, [siteId, domain, done, attempt])

  if (outcome === null) {
    return (
      <div className={styles.panel}>
        <Spinner label={t('addresses.domain.registering', { domain })} />
      </div>
    )
  }
  if (outcome.kind === 'noPayment') return <ErrorBox title={t('addresses.domain.noPayment')} />
  return (
    <ErrorBox
      title={t('addresses.domain.registrationFailed')}
      detail={outcome.kind === 'failed' ? serverMessage(outcome.error, language) : undefined}
    >
      <Button onClick={() => setAttempt((n) => n + 1)}>{t('addresses.retry')}</Button>
    </ErrorBox>
  )
}
