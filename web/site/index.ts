export { EventLogo } from './event-logos/EventLogo.tsx'
export { SiteGraphic } from './graphics/SiteGraphic.tsx'
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
export type { MenuItem } from './Menu.tsx'
export { Menu } from './Menu.tsx'
export { ModuleError } from './ModuleError.tsx'
export { ModuleErrorBoundary } from './ModuleErrorBoundary.tsx'
export { menuItemsOf, sameMenuItems } from './menu-items.ts'
export type { GuestNotice, OpenGuestForm, PageAssets, PublicPageInput } from './page-input.ts'
export { PART } from './parts.ts'
export { SiteFooter } from './SiteFooter.tsx'
export { SiteFrame } from './SiteFrame.tsx'
export { default as sitePageStyles } from './SitePage.module.css'
export { SitePage } from './SitePage.tsx'
export { SiteProvider, useOptionalSite } from './site-context.tsx'
export type { StaticSlots } from './static-slots.tsx'
export { StaticSlot, StaticSlotsProvider, useEarlyFormHtml } from './static-slots.tsx'
export type { PublicTexts } from './texts.ts'
export { fillText, publicTexts } from './texts.ts'
export { fontStack, themeStyle } from './theme-style.ts'
export { trapTab } from './trap-tab.ts'
