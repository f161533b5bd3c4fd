import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  GIFT_LINK_MAX_LENGTH,
  GIFT_QUANTITY_MAX,
  GIFT_QUANTITY_MIN,
  type GiftRegistryItem,
  giftItemById,
  linkToStore,
  quantityProblem,
  quantityToStore,
} from '#domain/modules/gift-item-rules.ts'
import type { SiteModule } from '#domain/modules/registry.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import { Icon, ImageField, LanguageTexts, type SiteLanguage } from '#web/editor/index.ts'
import { Field } from '#web/ui/Field.tsx'
import { ModuleImage, SIZES } from '../ModuleImage.tsx'
import { FundEditor } from './FundEditor.tsx'
import styles from './Popup.module.css'
import { safeLink } from './rules.ts'

interface Props {
  /** The gift registry module; its image field writes the item's image through it. */
  module: SiteModule
  items: readonly GiftRegistryItem[]
  itemId: string
  languages: SiteLanguage[]
  language: string
  onChange: (itemId: string, update: (item: GiftRegistryItem) => GiftRegistryItem) => void
  onBack: () => void
}

/**
 * The edit-item view inside the gift registry popup: title and description in every site
 * language, link, reservable and quantity, and the item's image. Every change goes straight to
 * the page. The item must exist (spec 001 section 8: a missing gift item is an internal error).
 */
export function GiftItemEditor({ module, items, itemId, languages, language, onChange, onBack }: Props) {
  const { t } = useTranslation()
  const item = giftItemById(items, itemId)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const imageHeadingId = useId()
  // The field's own text, so a value the site cannot keep (0, 2.5) stays visible with its message.
  const [quantity, setQuantity] = useState(item.quantity === null ? '' : String(item.quantity))
  const problem = quantityProblem(quantity, item.reservable)
  const link = item.link ?? ''
  const update = (next: (current: GiftRegistryItem) => GiftRegistryItem) => onChange(itemId, next)
  const setText = (field: 'title' | 'description', code: string, value: string) =>
    update((current) => ({ ...current, [field]: { ...(current[field] ?? {}), [code]: value } }))

  useEffect(() => {
    // The list the owner came from is gone; the heading tells where they are now.
    headingRef.current?.focus()
  }, [])

  const quantityMessage =
    problem === 'required'
      ? t('moduleEditor.giftRegistry.item.quantityRequired')
      : problem === 'invalid'
        ? t('moduleEditor.giftRegistry.item.quantityInvalid')
        : problem === 'tooLarge'
          ? t('moduleEditor.giftRegistry.item.quantityTooLarge', {
              max: GIFT_QUANTITY_MAX.toLocaleString(language),
            })
          : undefined

  return (
    <div>
      <div className={styles.editorHead}>
        <button type="button" className={styles.back} onClick={onBack}>
          <Icon name="left" />
          {t('moduleEditor.giftRegistry.item.back')}
        </button>
        <h3 ref={headingRef} tabIndex={-1} className={styles.editorHeading}>
          {t('moduleEditor.giftRegistry.item.heading')}
        </h3>
      </div>

      <LanguageTexts
        legend={t('moduleEditor.giftRegistry.item.title')}
        languages={languages}
        value={item.title}
        placeholder={(code) =>
          code === language ? undefined : lookupText(item.title, language) || undefined
        }
        onChange={(code, value) => setText('title', code, value)}
      />
      <LanguageTexts
        legend={t('moduleEditor.giftRegistry.item.description')}
        languages={languages}
        value={item.description}
        onChange={(code, value) => setText('description', code, value)}
        multiline
      />

      <Field
        label={t('moduleEditor.giftRegistry.item.link')}
        name="link"
        type="url"
        inputMode="url"
        autoComplete="off"
        maxLength={GIFT_LINK_MAX_LENGTH}
        value={link}
        hint={t('moduleEditor.giftRegistry.item.linkHint')}
        message={link && !safeLink(link) ? t('moduleEditor.giftRegistry.item.linkInvalid') : undefined}
        onChange={(event) => {
          const next = linkToStore(event.target.value)
          update((current) => ({ ...current, link: next }))
        }}
      />

      <FundEditor item={item} update={update} />

      {!item.fund && (
        <>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={item.reservable}
              onChange={(event) => {
                const reservable = event.target.checked
                update((current) => ({ ...current, reservable }))
              }}
            />
            {t('moduleEditor.giftRegistry.item.reservable')}
          </label>

          <div className={styles.quantity}>
            <Field
              label={t('moduleEditor.giftRegistry.item.quantity')}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={GIFT_QUANTITY_MIN}
              max={GIFT_QUANTITY_MAX}
              step={1}
              required={item.reservable}
              value={quantity}
              hint={t('moduleEditor.giftRegistry.item.quantityHint')}
              message={quantityMessage}
              onChange={(event) => {
                const text = event.target.value
                setQuantity(text)
                const stored = quantityToStore(text)
                if (stored !== undefined) update((current) => ({ ...current, quantity: stored }))
              }}
            />
          </div>
        </>
      )}

      <section className={styles.imageSection} aria-labelledby={imageHeadingId}>
        <h4 id={imageHeadingId} className={styles.imageHeading}>
          {t('moduleEditor.giftRegistry.item.image')}
        </h4>
        <div className={styles.imageField}>
          {item.image && (
            <ModuleImage
              image={item.image}
              sizes={SIZES.list}
              alt={lookupText(item.title, language)}
              className={styles.image}
              part={null}
            />
          )}
          <ImageField module={module} path={['giftRegistry', itemId, 'image']} image={item.image} />
        </div>
      </section>
    </div>
  )
}
