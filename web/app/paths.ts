import type { Brand } from '#domain/brands.ts'

/** The owner app's paths (spec 000 section 2), in one place so links and routes agree. */
export const paths = {
  home: '/',
  login: '/logga-in',
  resetPassword: '/aterstall-losenord',
  editSite: (siteId: string) => `/redigera/${encodeURIComponent(siteId)}`,
  /** Where a new owner starts: the start wizard for weddings, the quick start otherwise. */
  createSite: (brand: Brand) => (brand === 'wedding' ? '/kom-igang' : '/snabbstart?registerAccount=true'),
} as const
