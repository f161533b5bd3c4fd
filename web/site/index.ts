export { holdPage } from './hold-page.ts'
export type { InlineEditing, InlineImageProps, InlineListProps, TextPath } from './inline-edit.tsx'
export {
  EditableRichText,
  EditableText,
  ImageTools,
  InlineEditProvider,
  ListAdd,
  ListItemTools,
  useInlineEditing,
} from './inline-edit.tsx'
export { logClientError } from './log-client-error.ts'
export { ModuleErrorBoundary } from './ModuleErrorBoundary.tsx'
export { menuItemsOf, sameMenuItems } from './menu-items.ts'
export type {
  GuestNotice,
  OpenGuestForm,
  PageAssets,
  PersonalInvitation,
  PublicPageInput,
} from './page-input.ts'
export { PART } from './parts.ts'
export { SiteFrame } from './SiteFrame.tsx'
export { default as sitePageStyles } from './SitePage.module.css'
export { SiteProvider, useOptionalSite } from './site-context.tsx'
export type { StaticSlots } from './static-slots.tsx'
export { StaticSlot, StaticSlotsProvider, useEarlyFormHtml } from './static-slots.tsx'
export type { PublicTexts } from './texts.ts'
export { fillText, publicTexts } from './texts.ts'
export { trapTab } from './trap-tab.ts'
export { VideoFrame } from './VideoFrame.tsx'
