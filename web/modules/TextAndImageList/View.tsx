import { lookupText } from '#domain/site/lookup-text.ts'
import {
  EditableRichText,
  EditableText,
  ListAdd,
  ListItemTools,
  PART,
  useInlineEditing,
} from '#web/site/index.ts'
import { EditableImage, SIZES } from '../ModuleImage.tsx'
import { ModuleTitle } from '../ModuleTitle.tsx'
import type { ModuleViewProps } from '../view-props.ts'
import styles from './View.module.css'

export function TextAndImageListView({ module, language }: ModuleViewProps<'TextAndImageList'>) {
  const editing = useInlineEditing() !== null
  const title = lookupText(module.title, language)
  const count = module.list.length
  return (
    <div className={styles.root} data-part={PART.moduleInner}>
      <ModuleTitle text={module.title} language={language} />
      {(count > 0 || editing) && (
        <ul className={styles.list} data-part={PART.list}>
          {module.list.map((item, index) => {
            const itemTitle = lookupText(item.title, language)
            return (
              <li
                key={item.id}
                className={item.image ? `${styles.item} ${styles.withImage}` : styles.item}
                data-part={PART.listItem}
              >
                <EditableImage
                  path={['list', item.id, 'image']}
                  image={item.image}
                  sizes={SIZES.list}
                  alt={itemTitle || title}
                  className={styles.image}
                />
                <div className={styles.body}>
                  <EditableText
                    as="h3"
                    className={styles.itemTitle}
                    part={PART.listItemTitle}
                    text={item.title}
                    path={['list', item.id, 'title']}
                    language={language}
                  />
                  <div data-part={PART.listItemText}>
                    <EditableRichText text={item.text} path={['list', item.id, 'text']} language={language} />
                  </div>
                  <ListItemTools list="list" itemId={item.id} index={index} count={count} />
                </div>
              </li>
            )
          })}
        </ul>
      )}
      <ListAdd list="list" count={count} />
    </div>
  )
}
