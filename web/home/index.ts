export { LandingPage } from './LandingPage.tsx'
export { languageName } from './language-name.ts'
export { SiteLoadError } from './SiteLoadError.tsx'
export { demoSiteUrl } from './site-urls.ts'
