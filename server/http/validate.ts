import type { z } from 'zod'
import { zodErrorToAppError } from './errors.ts'

/** Parses a request part with a shared zod schema; a failure becomes a 400 in the spec's error shape. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {})
  if (!result.success) throw zodErrorToAppError(result.error)
  return result.data
}
