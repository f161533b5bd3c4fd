import { type MouseEvent, Suspense, useContext, useEffect, useRef, useState } from 'react'
import { lookupText } from '#domain/site/lookup-text.ts'
import { InvitationField } from '#web/guests/index.ts'
import type { OpenGuestForm } from '#web/site/index.ts'
import { EditableText, PART, useInlineEditing } from '#web/site/index.ts'
import { lazyRunner } from '../guest-forms/lazy-runner.ts'
import { ModuleImage, SIZES } from '../ModuleImage.tsx'
import { ModuleIntro, ModuleTitle } from '../ModuleTitle.tsx'
import { labelled, moduleText } from '../module-texts.ts'
import shared from '../shared.module.css'
import { useViewSite, type ViewSite } from '../use-view-site.ts'
import type { ModuleViewProps } from '../view-props.ts'
import { GiftActionsContext, GiftReservationsContext } from './actions.tsx'
import type { FundCardProps } from './FundCard.tsx'
import { GIFT_QUERY } from './plain.ts'
import { type GiftItem, giftItemState, listStartsHidden, type Reservation, safeLink } from './rules.ts'
import styles from './View.module.css'

type Module = ModuleViewProps<'GiftRegistry'>['module']
type OpenGift = OpenGuestForm & { gift: NonNullable<OpenGuestForm['gift']> }

// A card's form as the server renders it open (issue 21): its code loads with such a page only.
export const plainGiftForm = lazyRunner(() => import('./PlainGiftForm.tsx').then((m) => m.PlainGiftForm))
// A fund (issue 35): server-rendered, its code apart from the page's first script.
export const fundCard = lazyRunner(() => import('./FundCard.tsx').then((m) => m.FundCard))

export function GiftRegistryView({ module, language }: ModuleViewProps<'GiftRegistry'>) {
  const { site, uiLanguage, texts, openForm, notice, anchor, editMode } = useViewSite(language)
  // The page's list as it is now (GiftRegistryProvider), else as the site was loaded.
  const reservations = useContext(GiftReservationsContext) ?? site?.giftRegistryReservations
  const inline = useInlineEditing()
  const items = module.giftRegistry
  const open = openForm?.moduleId === module.id && openForm.gift ? (openForm as OpenGift) : undefined
  const pledging = openForm?.moduleId === module.id && openForm.pledge !== undefined
  const noticeHere = notice?.moduleId === module.id ? notice : undefined
  // A guest who asked for a form, or whose post just ended, sees the list at once.
  const [shown, setShown] = useState(!listStartsHidden(items) || !!open || pledging || !!noticeHere)
  const listRef = useRef<HTMLUListElement>(null)
  const revealed = useRef(false)

  useEffect(() => {
    // After the show button, which is gone now, the guest continues at the list.
    if (shown && revealed.current) listRef.current?.focus()
  }, [shown])

  const list = items.length > 0 && (
    <ul ref={listRef} tabIndex={-1} className={styles.list} data-part={PART.list}>
      {items.map((item) =>
        item.fund ? (
          <FundSlot
            key={item.id}
            moduleId={module.id}
            item={{ ...item, fund: item.fund }}
            siteId={site?._id}
            language={language}
            total={site?.giftFundTotals?.find((t) => t.giftRegistryId === item.id)}
            open={
              openForm?.moduleId === module.id && openForm.pledge?.itemId === item.id ? openForm : undefined
            }
            anchor={anchor(module.id)}
            preview={!!inline || editMode}
          />
        ) : (
          <GiftCard
            key={item.id}
            module={module}
            item={item}
            reservations={reservations}
            language={language}
            uiLanguage={uiLanguage}
            texts={texts}
            anchor={anchor(module.id)}
            open={open?.gift.itemId === item.id ? open : undefined}
          />
        ),
      )}
    </ul>
  )

  return (
    <div className={styles.root} data-part={PART.moduleInner}>
      <ModuleTitle text={module.title} language={language} />
      <ModuleIntro text={module.text} language={language} className={styles.intro} />
      {noticeHere && (
        <div className={`${shared.notice} ${styles.notice}`} role="status">
          <p className={shared.noticeTitle}>{noticeHere.title}</p>
          {noticeHere.text && <p className={shared.noticeText}>{noticeHere.text}</p>}
        </div>
      )}
      {inline ? (
        // The owner switches between what guests see first (the start button, its label edited in
        // place, which a real button would not allow reliably) and the list it opens (spec 001
        // section 4); with one item or none guests see the list at once, and so does the owner.
        inline.editView !== 'giftList' && listStartsHidden(items) ? (
          <div className={`${shared.button} ${styles.show} ${styles.editedButton}`} data-part={PART.button}>
            <EditableText
              as="span"
              text={module.showGiftRegistryButton}
              path={['showGiftRegistryButton']}
              language={language}
            />
          </div>
        ) : (
          list
        )
      ) : shown ? (
        list
      ) : (
        <button
          type="button"
          className={`${shared.button} ${styles.show}`}
          data-part={PART.button}
          onClick={() => {
            revealed.current = true
            setShown(true)
          }}
        >
          {moduleText(module.showGiftRegistryButton, 'showGiftRegistryButton', language, uiLanguage)}
        </button>
      )}
      {!inline && !shown && (
        // Without a script the show button would do nothing: it is hidden, and the wishes are here
        // with their buttons working.
        <noscript>
          <style>{`.${styles.show} { display: none; }`}</style>
          {list}
        </noscript>
      )}
    </div>
  )
}

/** A fund's card: rendered at once where its code is here (server, a page hydrated with it), else when it arrives. */
function FundSlot(props: FundCardProps) {
  const Card = fundCard.useRunner(true)
  return Card ? (
    <Suspense fallback={null}>
      <Card {...props} />
    </Suspense>
  ) : null
}

interface CardProps {
  module: Module
  item: GiftItem
  reservations: readonly Reservation[] | undefined
  language: string
  uiLanguage: ViewSite['uiLanguage']
  texts: ViewSite['texts']
  anchor: string
  /** This item's form, when the server rendered it open. */
  open: OpenGift | undefined
}

function GiftCard({ module, item, reservations, language, uiLanguage, texts, anchor, open }: CardProps) {
  const actions = useContext(GiftActionsContext)
  const state = giftItemState(item, reservations)
  const PlainForm = plainGiftForm.useRunner(open !== undefined)
  const title = lookupText(item.title, language)
  const description = lookupText(item.description, language).trim()
  const link = safeLink(item.link)
  const text = (field: Module['reserveButton'], key: Parameters<typeof moduleText>[1]) =>
    moduleText(field, key, language, uiLanguage)

  const fullyReserved = state.reservable && !state.canReserve
  // Reserve and cancel each open their dialog; the dialogs' code loads when a guest comes near.
  // Real buttons of a real form: before the script has run, or without one, a tap asks the server
  // for the page with this item's form open.
  const dialogButton = (
    kind: 'reserve' | 'cancel',
    className: string | undefined,
    part: string,
    label: string,
  ) => (
    <button
      type="submit"
      name={GIFT_QUERY[kind]}
      value={item.id}
      className={className}
      data-part={part}
      aria-haspopup="dialog"
      onClick={(e: MouseEvent<HTMLButtonElement>) => {
        e.preventDefault()
        actions[kind]({ module, item, state, trigger: e.currentTarget })
      }}
      onPointerEnter={actions.preload}
      onFocus={actions.preload}
    >
      {label}
    </button>
  )

  return (
    <li className={styles.item} data-part={PART.listItem} data-reserved={fullyReserved || undefined}>
      {item.image ? (
        <ModuleImage image={item.image} sizes={SIZES.list} alt={title} className={styles.image} />
      ) : null}
      <div className={styles.body}>
        {title && (
          <h3 className={styles.itemTitle} data-part={PART.listItemTitle}>
            {title}
          </h3>
        )}
        {description && (
          <p className={styles.description} data-part={PART.listItemText}>
            {description}
          </p>
        )}
        {link && (
          <a className={styles.link} href={link} target="_blank" rel="noopener noreferrer">
            {texts.giftLink}
            <span className={shared.visuallyHidden}> {texts.opensInNewTab}</span>
            <svg className={styles.linkIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M6 3h7v7M13 3 4 12" />
            </svg>
          </a>
        )}
        {state.status !== 'none' && (
          <p className={styles.status}>
            {state.status === 'single-reserved' ? (
              <>
                <svg className={styles.check} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <path d="m3 8.5 3 3 7-7" />
                </svg>
                {text(module.statusTextReservedSingular, 'statusTextReservedSingular')}
              </>
            ) : (
              <>
                <span>{labelled(text(module.statusTextQuantity, 'statusTextQuantity'), state.quantity)}</span>
                <span className={styles.statusSeparator} aria-hidden="true">
                  ·
                </span>
                <span>
                  {labelled(
                    text(module.statusTextReservedPlural, 'statusTextReservedPlural'),
                    state.reserved,
                  )}
                </span>
              </>
            )}
          </p>
        )}
        {open && PlainForm ? (
          <Suspense fallback={null}>
            <PlainForm
              module={module}
              item={item}
              state={state}
              open={open}
              language={language}
              anchor={anchor}
            />
          </Suspense>
        ) : (
          (state.canReserve || state.canCancel) && (
            <form method="get" action={`#${anchor}`} className={styles.actions}>
              <InvitationField />
              {state.canReserve &&
                dialogButton(
                  'reserve',
                  shared.button,
                  PART.button,
                  text(module.reserveButton, 'reserveButton'),
                )}
              {state.canCancel &&
                dialogButton(
                  'cancel',
                  shared.buttonSecondary,
                  PART.buttonSecondary,
                  text(module.cancelReservationButton, 'cancelReservationButton'),
                )}
            </form>
          )
        )}
      </div>
    </li>
  )
}
