import type { z } from 'zod'
import type { Brand } from '../brands.ts'
import type { CreateContext } from './create-context.ts'

/** A field inside a module, as keys from the module down; '*' stands for every item of a list. */
export type FieldPath = readonly string[]

/** A list of items inside a module, each with its own id, that the owner adds to, moves and removes. */
export interface ListField {
  /**
   * A new item with nothing written yet, for the owner to fill in place. Absent for lists whose
   * items start elsewhere (a gallery from an upload, gifts from the settings popup).
   */
  emptyItem?: (id: string) => { id: string }
}

type ModuleSchema = z.ZodObject<{ siteModuleType: z.ZodLiteral<string> } & z.ZodRawShape>

/** Everything the domain knows about one module type (docs/decisions: module definitions). */
export interface ModuleDefinition<S extends ModuleSchema = ModuleSchema> {
  schema: S
  /** A new module with fresh ids and translated, brand-appropriate content. */
  create: (context: CreateContext) => z.output<S>
  /** Whether owners of a brand may add it. */
  offeredFor: (brand: Brand) => boolean
  /** The fields holding HTML: the only ones the server sanitises as rich text. */
  richText: readonly FieldPath[]
  /** The module's lists, by field name. */
  lists: Readonly<Record<string, ListField>>
  /** Whether it shows the site's events (domain/events): only then does a page read them. */
  readsEvents?: boolean
}

/**
 * A definition for a schema, with every brand offering it and no rich text or lists unless it says
 * so. Curried so that the schema fixes the module type before `create()` is checked against it.
 */
export function defineModule<S extends ModuleSchema>(schema: S) {
  return (
    definition: Partial<Omit<ModuleDefinition<S>, 'schema' | 'create'>> & Pick<ModuleDefinition<S>, 'create'>,
  ): ModuleDefinition<S> => ({ schema, offeredFor: () => true, richText: [], lists: {}, ...definition })
}
