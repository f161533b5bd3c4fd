import { z } from 'zod'

/** A site's (or any stored row's) id in a path. */
export const idParam = z.string().min(1).max(100)

/** `/.../:siteId/...`: the one site path parameter every route module shares. */
export const siteParams = z.object({ siteId: idParam })

/** `/api/sites/:id/...`: the older paths of the spec name the site `id`. */
export const siteIdParams = z.object({ id: idParam })

/** The answer of a call that has nothing more to say. */
export const okResponse = z.object({ ok: z.literal(true) })
