import { lookupText } from '#domain/site/lookup-text.ts'
import { PART } from '#web/site/parts.ts'
import { ModuleImage, SIZES } from '../ModuleImage.tsx'
import { RichText } from '../RichText.tsx'
import shared from '../shared.module.css'
import type { ModuleViewProps } from '../view-props.ts'
import styles from './View.module.css'

export function TextAndImageListView({ module, language }: ModuleViewProps<'TextAndImageList'>) {
  const title = lookupText(module.title, language)
  return (
    <div className={styles.root} data-part={PART.moduleInner}>
      {title && (
        <h2 className={shared.title} data-part={PART.moduleTitle}>
          {title}
        </h2>
      )}
      {module.list.length > 0 && (
        <ul className={styles.list} data-part={PART.list}>
          {module.list.map((item) => {
            const itemTitle = lookupText(item.title, language)
            return (
              <li
                key={item.id}
                className={item.image ? `${styles.item} ${styles.withImage}` : styles.item}
                data-part={PART.listItem}
              >
                {item.image ? (
                  <ModuleImage
                    image={item.image}
                    sizes={SIZES.list}
                    alt={itemTitle || title}
                    className={styles.image}
                  />
                ) : null}
                <div className={styles.body}>
                  {itemTitle && (
                    <h3 className={styles.itemTitle} data-part={PART.listItemTitle}>
                      {itemTitle}
                    </h3>
                  )}
                  <div data-part={PART.listItemText}>
                    <RichText html={lookupText(item.text, language)} />
                  </div>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
