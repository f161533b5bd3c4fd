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

export function PeopleListView({ module, language }: ModuleViewProps<'PeopleList'>) {
  const editing = useInlineEditing() !== null
  const count = module.list.length
  return (
    <div className={styles.root} data-part={PART.moduleInner}>
      <ModuleTitle text={module.title} language={language} />
      {(count > 0 || editing) && (
        <ul className={styles.list} data-part={PART.list} data-count={Math.min(count, 4)}>
          {module.list.map((person, index) => {
            const name = lookupText(person.name, language)
            const role = lookupText(person.title, language)
            return (
              <li key={person.id} className={styles.person} data-part={PART.listItem}>
                <EditableImage
                  path={['list', person.id, 'image']}
                  image={person.image}
                  sizes={SIZES.list}
                  alt={name || role}
                  className={styles.photo}
                />
                <EditableText
                  as="h3"
                  className={styles.name}
                  part={PART.listItemTitle}
                  text={person.name}
                  path={['list', person.id, 'name']}
                  language={language}
                />
                <EditableText
                  as="p"
                  className={styles.role}
                  text={person.title}
                  path={['list', person.id, 'title']}
                  language={language}
                />
                <EditableRichText
                  className={styles.text}
                  text={person.text}
                  path={['list', person.id, 'text']}
                  language={language}
                />
                <ListItemTools list="list" itemId={person.id} index={index} count={count} />
              </li>
            )
          })}
        </ul>
      )}
      <ListAdd list="list" count={count} />
    </div>
  )
}
