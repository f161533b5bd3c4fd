import { z } from 'zod'
import type { ErrorResponse } from '#domain/errors.ts'

/** The error body of every failed call (domain/errors.ts, spec 000 section 3). */
export const errorResponseSchema = z
  .object({
    isErrorResponse: z.literal(true),
    errorDescription: z.object({ sv: z.string(), en: z.string().optional(), da: z.string().optional() }),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .describe('ErrorResponse') satisfies z.ZodType<ErrorResponse>

/** A site's (or any stored row's) id in a path. */
export const idParam = z.string().min(1).max(100)

/** `/.../:siteId/...`: the one site path parameter every route module shares. */
export const siteParams = z.object({ siteId: idParam })

/** `/api/sites/:id/...`: the older paths of the spec name the site `id`. */
export const siteIdParams = z.object({ id: idParam })

/** The answer of a call that has nothing more to say. */
export const okResponse = z.object({ ok: z.literal(true) })

/** The bytes of a file. */
export const binary = z.unknown().meta({ type: 'string', format: 'binary' })

/** A 2xx answer that is a file or a page rather than JSON, of one content type. */
export const fileResponse = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: binary } },
})

/** The answer of a call that answers nothing (204). */
export const noContent = z.undefined().meta({ type: 'null', description: 'No content' })
