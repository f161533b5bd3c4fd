import { lookupText } from '#domain/site/lookup-text.ts'
import { PART } from '#web/site/parts.ts'
import { ModuleImage, SIZES } from '../ModuleImage.tsx'
import { RichText } from '../RichText.tsx'
import shared from '../shared.module.css'
import type { ModuleViewProps } from '../view-props.ts'
import styles from './View.module.css'

export function PeopleListView({ module, language }: ModuleViewProps<'PeopleList'>) {
  const title = lookupText(module.title, language)
  return (
    <div className={styles.root} data-part={PART.moduleInner}>
      {title && (
        <h2 className={shared.title} data-part={PART.moduleTitle}>
          {title}
        </h2>
      )}
      {module.list.length > 0 && (
        <ul className={styles.list} data-part={PART.list} data-count={Math.min(module.list.length, 4)}>
          {module.list.map((person) => {
            const name = lookupText(person.name, language)
            const role = lookupText(person.title, language)
            return (
              <li key={person.id} className={styles.person} data-part={PART.listItem}>
                {person.image ? (
                  <ModuleImage
                    image={person.image}
                    sizes={SIZES.list}
                    alt={name || role}
                    className={styles.photo}
                  />
                ) : null}
                {name && (
                  <h3 className={styles.name} data-part={PART.listItemTitle}>
                    {name}
                  </h3>
                )}
                {role && <p className={styles.role}>{role}</p>}
                <RichText html={lookupText(person.text, language)} className={styles.text} />
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
