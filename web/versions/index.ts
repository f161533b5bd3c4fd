export { RestoredNotice } from './RestoredNotice.tsx'
export { VersionPreview } from './VersionPreview.tsx'
export { VersionsIcon } from './VersionsIcon.tsx'
