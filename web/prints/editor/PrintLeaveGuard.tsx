import { UnsavedLeaveGuard } from '#web/app/UnsavedLeaveGuard.tsx'

/**
 * Unsaved card changes, asked with the site editor's words. `allow` lets one navigation through
 * (Beställ after its own question).
 */
export function PrintLeaveGuard({ dirty, allow }: { dirty: boolean; allow: (pathname: string) => boolean }) {
  return <UnsavedLeaveGuard dirty={dirty} allow={allow} />
}
