import { type ReactNode, useInsertionEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { PrintContent, PrintContentItem, PrintImageItem, PrintQrItem } from '#domain/prints/print.ts'
import { imageSource } from '#web/modules/index.ts'
import { EventLogo, SiteGraphic } from '#web/site/owner.ts'
import { cx } from '#web/ui/cx.ts'
import { CardText } from './CardText.tsx'
import { cardStyle } from './card-style.ts'
import { PRINT_CARD_CSS } from './print-card-css.ts'

export type CardMode = 'view' | 'edit' | 'print'
export type CardPrint = Pick<
  PrintContent,
  'layout' | 'content' | 'colorScheme' | 'fonts' | 'siteGraphic' | 'eventLogo' | 'trim'
>

interface Props {
  print: CardPrint
  page: 1 | 2
  /** view: on screen; edit: texts editable, tools in place; print: the page of the PDF with 3 mm bleed. */
  mode: CardMode
  /** The image source of a QR address ('' for none). */
  qrSrc: (url: string) => string
  onTextChange?: (id: string, text: string) => void
  /** The editor's tools over the photo and over (or instead of) the QR code. */
  imageTools?: (item: PrintImageItem) => ReactNode
  qrTools?: (item: PrintQrItem) => ReactNode
  /** A photo's source in place of its stored files (the print page's inlined protected photos). */
  imageSrc?: (item: PrintImageItem) => string | undefined
  /** Accessible name of the card face. */
  label?: string
  /** Thumbnails render nothing interactive and lazy-load their photo. */
  thumbnail?: boolean
  /** The household a card per household is for: its name heads the back, above its QR code. */
  household?: string | undefined
  /** Its events, a line each, under its name (issue 32): only when the site has several. */
  householdEvents?: readonly string[] | undefined
}

/** The card's class names (print-card-css.ts). */
const styles = new Proxy({} as Record<string, string>, { get: (_, name) => `pc-${String(name)}` })

const STYLE_ID = 'print-card-css'

/** Puts the card's stylesheet in the document once; the printed page has it inline already. */
function useCardStyles(): void {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return
    const style = document.createElement('style')
    style.id = STYLE_ID
    style.textContent = PRINT_CARD_CSS
    document.head.append(style)
  }, [])
}

const HEADING_POSITIONS = new Set(['names', 'title'])
const PHOTO_LAYOUTS = new Set(['TEXT_ON_PHOTO', 'TEXT_ON_PHOTO_GRADIENT'])

/**
 * One face of the invitation card at A6 proportions (105 × 148 mm). Every size is relative to the
 * card's width, so the same markup is a thumbnail, the editor's card and the printed page.
 */
export function PrintCard({
  print,
  page,
  mode,
  qrSrc,
  onTextChange,
  imageTools,
  qrTools,
  imageSrc,
  label,
  thumbnail,
  household,
  householdEvents,
}: Props) {
  const { t } = useTranslation()
  useCardStyles()
  const items = print.content.filter((item) => item.page === page)
  const editing = mode === 'edit'
  const overPhoto = page === 1 && PHOTO_LAYOUTS.has(print.layout)
  // Decorations would lie over the photo; on a photo layout they go on the back only.
  const showGraphic = print.siteGraphic && (page === 2 || print.layout === 'GENESIS')
  const logoHere = print.eventLogo && (print.layout === 'GENESIS' ? page === 1 : page === 2)

  const render = (item: PrintContentItem): ReactNode => {
    if (item.contentType === 'text') {
      const heading = HEADING_POSITIONS.has(item.position)
      return (
        <CardText
          key={item.id}
          as={heading ? 'h2' : 'p'}
          className={cx(styles.text, styles[item.position], heading && styles.heading)}
          value={item.properties.text}
          onChange={editing && onTextChange ? (text) => onTextChange(item.id, text) : undefined}
          label={t(`prints.card.positions.${item.position}`)}
          placeholder={t('prints.card.emptyText')}
        />
      )
    }
    if (item.contentType === 'image') {
      const source = imageSource(item.properties)
      const override = imageSrc?.(item)
      return (
        <div key={item.id} className={cx(styles.photo, overPhoto ? styles.fullPhoto : styles.framedPhoto)}>
          <img
            className={styles.photoImage}
            src={override ?? source.src}
            // The printed page takes the largest file; the screen picks by its width.
            srcSet={mode === 'print' || override ? undefined : source.srcSet}
            sizes={mode === 'print' ? undefined : thumbnail ? '200px' : '(max-width: 600px) 90vw, 560px'}
            alt=""
            loading={thumbnail ? 'lazy' : undefined}
            decoding={mode === 'print' ? 'sync' : 'async'}
          />
          {editing && imageTools?.(item)}
        </div>
      )
    }
    if (item.properties.hidden) {
      return editing && qrTools ? (
        <div key={item.id} className={styles.qrPlace}>
          {qrTools(item)}
        </div>
      ) : null
    }
    return (
      <div key={item.id} className={styles.qr}>
        <img className={styles.qrImage} src={qrSrc(item.properties.url)} alt={t('prints.card.qrAlt')} />
        {editing && qrTools?.(item)}
      </div>
    )
  }

  const photo = items.find((item) => item.contentType === 'image')
  const rest = items.filter((item) => item !== photo || !overPhoto)
  return (
    <section
      className={cx(
        styles.card,
        styles[print.layout],
        page === 1 ? styles.front : styles.back,
        mode === 'print' && styles.print,
        print.trim === 'rounded' && mode !== 'print' && styles.rounded,
        thumbnail && styles.thumbnail,
      )}
      style={cardStyle(print)}
      aria-label={label}
      data-page={page}
      data-layout={print.layout}
    >
      {showGraphic && print.siteGraphic && (
        <div className={styles.graphic}>
          <SiteGraphic name={print.siteGraphic} />
        </div>
      )}
      {overPhoto && photo && render(photo)}
      <div className={cx(styles.content, overPhoto && styles.overPhoto)}>
        {logoHere && print.eventLogo && (
          <div className={styles.logo}>
            <EventLogo logo={print.eventLogo} headingLevel={2} />
          </div>
        )}
        {page === 2 && household && (
          <p className={cx(styles.text, styles.heading, styles.household)} data-household="">
            {household}
          </p>
        )}
        {page === 2 && household && householdEvents && householdEvents.length > 0 && (
          <ul className={cx(styles.text, styles.householdEvents)} data-household-events="">
            {householdEvents.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        {rest.map(render)}
      </div>
    </section>
  )
}
