import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { kronorShown } from '#domain/modules/gift-registry-fund.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { buttonClassName } from '#web/ui/Button.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { thankYouExportUrl } from './api/gift-pledges.ts'
import { useThankYouList } from './api/thank-you.ts'
import { DownloadIcon } from './icons.tsx'
import styles from './Responses.module.css'

/**
 * The couple's thank-you list (issue 35): per household (or the name a guest gave) the gifts it
 * reserved and the money it pledged, to write the cards from; downloadable as tack.xlsx. Guests
 * never see any of it. On a phone each row is a card whose values say their column's name
 * (data-label), so a screen reader reads each value with its label there too.
 */
export function ThankYouList({ siteId }: { siteId: string }) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const headingId = useId()
  const list = useThankYouList(siteId, language)
  const locale = language === 'en' ? 'sv' : language
  const data = list.data ?? []
  const columns = {
    giver: t('responses.thankYou.giver'),
    gifts: t('responses.thankYou.gifts'),
    pledged: t('responses.thankYou.pledged'),
  }

  return (
    <section className={styles.pledges} aria-labelledby={headingId}>
      <div className={styles.toolbar}>
        <h2 id={headingId} className={styles.pledgesTitle}>
          {t('responses.thankYou.title')}
        </h2>
        <div className={styles.export}>
          <a className={buttonClassName('secondary')} href={thankYouExportUrl(siteId, language)} download>
            <DownloadIcon />
            {t('responses.pledges.export')}
            <span className={styles.fileName}>tack.xlsx</span>
          </a>
        </div>
      </div>
      <p className={styles.pledgesNote}>{t('responses.thankYou.intro')}</p>
      {list.error && (
        <ErrorBox title={t('responses.thankYou.loadFailed')} detail={serverMessage(list.error, language)} />
      )}
      {data.length === 0 ? (
        <p>{list.isLoading ? t('responses.thankYou.loading') : t('responses.thankYou.empty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{columns.giver}</th>
                <th scope="col">{columns.gifts}</th>
                <th scope="col">{columns.pledged}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((entry) => (
                <tr key={entry.id} data-giver={entry.giver ?? ''}>
                  <th scope="row" className={styles.nameCell}>
                    {entry.giver ?? (
                      <span className={styles.answeredBy}>{t('responses.thankYou.noName')}</span>
                    )}
                    {entry.household && (
                      <span className={styles.answeredBy}> · {t('responses.thankYou.household')}</span>
                    )}
                  </th>
                  <td
                    data-label={columns.gifts}
                    className={entry.gifts.length ? undefined : styles.emptyCell}
                  >
                    {entry.gifts.length > 0 && (
                      <ul className={styles.thankYouItems}>
                        {entry.gifts.map((g) => (
                          <li key={g.itemId}>{g.quantity > 1 ? `${g.title} × ${g.quantity}` : g.title}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td
                    data-label={columns.pledged}
                    className={entry.pledges.length ? undefined : styles.emptyCell}
                  >
                    {entry.pledges.length > 0 && (
                      <ul className={styles.thankYouItems}>
                        {entry.pledges.map((p) => (
                          <li key={p.id}>
                            {p.fundTitle}: {kronorShown(p.amount, locale)}
                            {p.greeting && <span className={styles.thankYouGreeting}>{p.greeting}</span>}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
