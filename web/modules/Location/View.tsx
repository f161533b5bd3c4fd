import { lookupText } from '#domain/site/lookup-text.ts'
import { fillText, PART, useInlineEditing } from '#web/site/index.ts'
import { EditableImage, ModuleImage, SIZES } from '../ModuleImage.tsx'
import { ModuleTitle, SubtitleAndText } from '../ModuleTitle.tsx'
import { isRichTextEmpty } from '../RichText.tsx'
import shared from '../shared.module.css'
import { useViewSite } from '../use-view-site.ts'
import type { ModuleViewProps } from '../view-props.ts'
import { mapsSearchUrl } from './maps-url.ts'
import styles from './View.module.css'

export function LocationView({ module, language }: ModuleViewProps<'Location'>) {
  const { texts } = useViewSite(language)
  const editing = useInlineEditing() !== null
  const title = lookupText(module.title, language)
  const secondTitle = lookupText(module.secondTitle, language)
  const location = module.map?.location?.trim() ?? ''
  const mapImage = module.map?.map ?? null
  const html = lookupText(module.text, language)

  return (
    <div className={styles.root} data-part={PART.moduleInner}>
      <ModuleTitle text={module.title} language={language} />
      <EditableImage
        path={['image']}
        image={module.image}
        sizes={SIZES.large}
        alt={title || secondTitle}
        className={styles.image}
      />
      {location && (
        <div className={styles.map}>
          {mapImage && (
            <a
              className={styles.mapLink}
              href={mapsSearchUrl(location)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${fillText(texts.openMapFor, { location })} ${texts.opensInNewTab}`}
              data-part={PART.map}
            >
              <ModuleImage
                image={mapImage}
                part={null}
                sizes={SIZES.medium}
                alt={fillText(texts.mapAlt, { location })}
                className={styles.mapImage}
              />
            </a>
          )}
          <p className={styles.address}>
            <svg className={styles.pin} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
              <circle cx="12" cy="10" r="2.3" />
            </svg>
            <span className={styles.addressText}>{location}</span>
          </p>
          <a
            className={shared.buttonSecondary}
            href={mapsSearchUrl(location)}
            target="_blank"
            rel="noopener noreferrer"
            data-part={PART.buttonSecondary}
          >
            {texts.openMap}
            <span className={shared.visuallyHidden}> {texts.opensInNewTab}</span>
          </a>
        </div>
      )}
      {(secondTitle || !isRichTextEmpty(html) || editing) && (
        <SubtitleAndText module={module} language={language} className={`${shared.intro} ${styles.text}`} />
      )}
    </div>
  )
}
