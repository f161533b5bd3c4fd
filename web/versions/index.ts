export { RestoredNotice } from './RestoredNotice.tsx'
export { VersionPreview } from './VersionPreview.tsx'
