import type { LegacyPropertiesOf } from './schema.ts'

/** A legacy module whose guest view differs from its V2 counterpart's, with its legacy properties. */
export type LegacyView =
  | { type: 'RSVP3'; properties: LegacyPropertiesOf<'RSVP3'> }
  | { type: 'Speech2'; properties: LegacyPropertiesOf<'Speech2'> }
  | { type: 'countDown'; properties: LegacyPropertiesOf<'countDown'> }

/**
 * What the legacy public page adds to the converted site it renders: the legacy anchors and the
 * legacy views by module id. Every other module is shown by its V2 view, which looks the same.
 */
export interface LegacyPage {
  slugs: Record<string, string>
  views: Record<string, LegacyView>
}
