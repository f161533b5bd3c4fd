import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isGiftRegistry } from '#domain/modules/gift-registry.ts'
import { kronorShown } from '#domain/modules/gift-registry-fund.ts'
import type { SiteV2 } from '#domain/site/schema.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { useGiftPledges, useMarkPledgeReceived } from './api/gift-pledges.ts'
import styles from './Responses.module.css'

/** Whether the site has a gift registry with anything in it: then it has a thank-you list (issue 35). */
export function hasGiftRegistry(site: SiteV2): boolean {
  return site.siteModules.some((m) => isGiftRegistry(m) && m.giftRegistry.length > 0)
}

/** Whether the site has a fund in a gift registry (issue 35). */
export function hasFund(site: SiteV2): boolean {
  return site.siteModules.some((m) => isGiftRegistry(m) && m.giftRegistry.some((item) => item.fund))
}

/**
 * The couple's list of money gifts (issue 35): each pledge with its greeting, marked received when
 * the money showed in their app (the thank-you list per household is ThankYouList). No money passed
 * through us: the list is what guests said they gave. On a phone each row is a card whose values
 * carry their column's name (data-label): a screen reader reads each value with its label there too.
 */
export function GiftPledges({ siteId }: { siteId: string }) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const headingId = useId()
  const pledges = useGiftPledges(siteId)
  const mark = useMarkPledgeReceived(siteId)
  // The box follows the click at once; a refused change puts it back.
  const [ticked, setTicked] = useState<Record<string, boolean>>({})
  const locale = language === 'en' ? 'sv' : language
  const time = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })
  const data = pledges.data ?? []
  const total = data.reduce((sum, p) => sum + p.amount, 0)
  const received = data.filter((p) => p.receivedAt).reduce((sum, p) => sum + p.amount, 0)
  const label = {
    date: t('responses.pledges.date'),
    name: t('responses.pledges.name'),
    fund: t('responses.pledges.fund'),
    amount: t('responses.pledges.amount'),
    greeting: t('responses.pledges.greeting'),
    received: t('responses.pledges.received'),
  }

  return (
    <section className={styles.pledges} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.pledgesTitle}>
        {t('responses.pledges.title')}
      </h2>
      <p className={styles.pledgesNote}>{t('responses.pledges.noMoneyHere')}</p>
      {pledges.error ? (
        <ErrorBox title={t('responses.pledges.loadFailed')} detail={serverMessage(pledges.error, language)} />
      ) : mark.error ? (
        <ErrorBox title={t('responses.pledges.markFailed')} detail={serverMessage(mark.error, language)} />
      ) : null}
      {data.length === 0 ? (
        <p>{pledges.isLoading ? t('responses.pledges.loading') : t('responses.pledges.empty')}</p>
      ) : (
        <>
          <p className={styles.pledgesSum}>
            {t('responses.pledges.sum', {
              total: kronorShown(total, locale),
              received: kronorShown(received, locale),
            })}
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{label.date}</th>
                  <th scope="col">{label.name}</th>
                  <th scope="col">{label.fund}</th>
                  <th scope="col">{label.amount}</th>
                  <th scope="col">{label.greeting}</th>
                  <th scope="col">{label.received}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((p) => (
                  <tr key={p.id}>
                    <td data-label={label.date} className={styles.dateCell}>
                      {time.format(new Date(p.createdAt))}
                    </td>
                    <th scope="row" data-label={label.name}>
                      {p.name}
                    </th>
                    <td data-label={label.fund}>{p.fundTitle}</td>
                    <td data-label={label.amount}>{kronorShown(p.amount, locale)}</td>
                    <td
                      data-label={label.greeting}
                      className={p.greeting ? styles.greeting : styles.emptyCell}
                    >
                      {p.greeting}
                    </td>
                    <td data-label={label.received}>
                      <label className={styles.receivedLabel}>
                        <input
                          type="checkbox"
                          checked={ticked[p.id] ?? !!p.receivedAt}
                          onChange={(event) => {
                            const received = event.target.checked
                            setTicked((current) => ({ ...current, [p.id]: received }))
                            mark.mutate(
                              { id: p.id, received },
                              {
                                onError: () => setTicked(({ [p.id]: _, ...rest }) => rest),
                              },
                            )
                          }}
                        />
                        <span className={styles.visuallyHidden}>
                          {t('responses.pledges.receivedFrom', { name: p.name })}
                        </span>
                      </label>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  )
}
