import type { FormModule as SpeechFormModule } from '#domain/modules/form.ts'
import type { RsvpModule } from '#domain/modules/rsvp.ts'
import type { InterfaceLanguage } from '#domain/site/languages.ts'
import { isInterfaceLanguage } from '#domain/site/languages.ts'
import type { Text } from '#domain/site/lookup-text.ts'
import { useEditorStore } from '../store.ts'

/** The two module types with a guest form: the RSVP and the form module. */
export type FormModule = RsvpModule | SpeechFormModule

/** The module's fields that hold a text per language. */
export type TextKey<M> = { [K in keyof M]-?: NonNullable<M[K]> extends Text ? K : never }[keyof M]

/** Changes this module in the editor's store as the owner types, like every edit in the editor. */
export function useChangeFormModule<M extends FormModule>(module: M): (update: (current: M) => M) => void {
  const store = useEditorStore()
  return (update) =>
    store.changeModule(module.id, (current) =>
      // The store's module type is the union of all; the id and the type say it is this one.
      current.siteModuleType === module.siteModuleType ? update(current as M) : current,
    )
}

export function withText<M extends FormModule>(module: M, key: TextKey<M>, code: string, text: string): M {
  return { ...module, [key]: { ...(module[key] as Text | undefined), [code]: text } }
}

/**
 * The language of the default a guest sees for an empty button or question text: the site
 * language when the product has texts in it, otherwise the interface language (moduleText's rule).
 */
export function defaultsLanguage(code: string, uiLanguage: InterfaceLanguage): InterfaceLanguage {
  return isInterfaceLanguage(code) ? code : uiLanguage
}
