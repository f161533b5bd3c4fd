import type { Brand } from '#domain/brands.ts'

/** The owner app's paths (spec 000 section 2), in one place so links and routes agree. */
export const paths = {
  home: '/',
  login: '/logga-in',
  resetPassword: '/aterstall-losenord',
  editSite: (siteId: string) => `/redigera/${encodeURIComponent(siteId)}`,
  /** The account section of a site (spec 000 section 2); its page comes in a later issue. */
  siteAccount: (siteId: string) => `/redigera/${encodeURIComponent(siteId)}/konto/`,
  /** Choose address (spec 002 section 2): the two offers; web/addresses holds the pages under it. */
  chooseAddress: (siteId: string) => `/redigera/${encodeURIComponent(siteId)}/valj-adress`,
  /** Where a new owner starts: the start wizard for weddings, the quick start otherwise. */
  createSite: (brand: Brand) => (brand === 'wedding' ? '/kom-igang' : '/snabbstart?registerAccount=true'),
} as const

/**
 * The pages of the edit area under a base: /redigera/{siteId}, or /snabbstart and
 * /kom-igang/redigera in the quick-start variants (spec 000 section 2, Edit-area side menu).
 */
export function editAreaPaths(base: string) {
  const root = base.replace(/\/+$/, '')
  return {
    home: `${root}/`,
    responses: `${root}/visa-osa/`,
    responseQuestions: `${root}/visa-osa/fragor/`,
    invitations: `${root}/inbjudningar/`,
    versions: `${root}/versioner/`,
    guests: `${root}/gaster/`,
    programme: `${root}/program/`,
    /** Co-hosts and the toastmaster (issue 33). */
    members: `${root}/medarbetare/`,
    runningOrder: `${root}/talarlista/`,
    photos: `${root}/bilder/`,
  }
}
