import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MailSettings } from '#domain/mail/mail-settings.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { logError } from '#web/app/log.ts'
import { getMailSettings, setMailSettings } from '#web/editor/api/site-mail-settings.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { Field } from '#web/ui/Field.tsx'
import drawer from '../Drawers.module.css'
import { useEditor } from '../store.ts'
import { MoreBlock } from './MoreBlock.tsx'
import styles from './MoreBlocks.module.css'
import { SettingActions } from './SettingActions.tsx'

const mailSettingsKey = (siteId: string) => ['mail-settings', siteId]

/**
 * Mejl (issue 31): where guests' replies to the site's mails go, and whether and where new RSVPs
 * are mailed to the owner. Saved through its own call, so not in quick start.
 */
export function MailBlock() {
  const { t } = useTranslation()
  const quickStart = useEditor((s) => s.site.quickStart)
  return (
    <MoreBlock id="more-mail" title={t('moreDrawer.mail.title')}>
      {quickStart ? <p className={drawer.hint}>{t('moreDrawer.mail.saveFirst')}</p> : <MailSettingsLoader />}
    </MoreBlock>
  )
}

function MailSettingsLoader() {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const siteId = useEditor((s) => s.site._id)
  const loaded = useQuery({ queryKey: mailSettingsKey(siteId), queryFn: () => getMailSettings(siteId) })
  if (loaded.error) {
    return <ErrorBox title={t('moreDrawer.mail.loadFailed')} detail={serverMessage(loaded.error, language)} />
  }
  if (!loaded.data) return <p className={drawer.hint}>{t('moreDrawer.mail.loading')}</p>
  return <MailForm siteId={siteId} saved={loaded.data} />
}

function MailForm({ siteId, saved }: { siteId: string; saved: MailSettings }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [replyTo, setReplyTo] = useState(saved.replyTo ?? '')
  const [rsvpToOwner, setRsvpToOwner] = useState(saved.rsvpToOwner)
  const [rsvpAddress, setRsvpAddress] = useState(saved.rsvpOwnerAddress ?? '')
  const [state, setState] = useState({ busy: false, error: null as unknown, status: '' })
  const changed =
    replyTo.trim() !== (saved.replyTo ?? '') ||
    rsvpToOwner !== saved.rsvpToOwner ||
    rsvpAddress.trim() !== (saved.rsvpOwnerAddress ?? '')
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value)
      setState((s) => ({ ...s, error: null, status: '' }))
    }
  const owner = saved.ownerMail ?? ''
  const ownerHint = owner ? t('moreDrawer.mail.ownerHint', { mail: owner }) : undefined

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!changed || state.busy) return
    setState({ busy: true, error: null, status: '' })
    try {
      const next = await setMailSettings(siteId, {
        replyTo: replyTo.trim() || null,
        rsvpToOwner,
        rsvpOwnerAddress: rsvpAddress.trim() || null,
      })
      queryClient.setQueryData(mailSettingsKey(siteId), next)
      // The form shows what the server kept (an address trimmed, an empty one the default).
      setReplyTo(next.replyTo ?? '')
      setRsvpToOwner(next.rsvpToOwner)
      setRsvpAddress(next.rsvpOwnerAddress ?? '')
      setState({ busy: false, error: null, status: t('moreDrawer.mail.saved') })
    } catch (failure) {
      void logError(failure, `PUT /api/sites/${siteId}/mail-settings`)
      setState({ busy: false, error: failure, status: '' })
    }
  }

  return (
    <form onSubmit={submit}>
      <p className={drawer.hint}>{t('moreDrawer.mail.text')}</p>
      <Field
        label={t('moreDrawer.mail.replyTo')}
        hint={ownerHint}
        name="replyTo"
        type="email"
        autoComplete="email"
        maxLength={254}
        placeholder={owner}
        value={replyTo}
        onChange={(event) => edit(setReplyTo)(event.target.value)}
      />
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={rsvpToOwner}
          onChange={(event) => edit(setRsvpToOwner)(event.target.checked)}
        />
        {t('moreDrawer.mail.rsvpToOwner')}
      </label>
      {rsvpToOwner && (
        <Field
          label={t('moreDrawer.mail.rsvpAddress')}
          hint={ownerHint}
          name="rsvpOwnerAddress"
          type="email"
          autoComplete="email"
          maxLength={254}
          placeholder={owner}
          value={rsvpAddress}
          onChange={(event) => edit(setRsvpAddress)(event.target.value)}
        />
      )}
      <SettingActions
        label={t('moreDrawer.mail.save')}
        enabled={changed}
        failedTitle={t('moreDrawer.mail.failed')}
        state={state}
      />
    </form>
  )
}
