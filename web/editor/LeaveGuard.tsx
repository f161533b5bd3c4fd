import { UnsavedLeaveGuard } from '#web/app/UnsavedLeaveGuard.tsx'
import { useEditor } from './store.ts'

/** The site editor asks before its unsaved draft is left. */
export function LeaveGuard() {
  return <UnsavedLeaveGuard dirty={useEditor((s) => s.dirty)} />
}
