import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import { zodErrorToAppError } from './errors.ts'

/**
 * Route schemas (params, querystring, body) are zod schemas and are checked by them, as `parse`
 * (validate.ts) does: a missing part counts as `{}`, and a failure is the 400 in the spec's error
 * shape with its field messages, formatted by the error handler like every other AppError.
 */
function validatorCompiler({ schema }: { schema: z.ZodType }) {
  return (data: unknown) => {
    const result = schema.safeParse(data ?? {})
    return result.success ? { value: result.data } : { error: zodErrorToAppError(result.error) }
  }
}

/**
 * Response schemas are the API's documentation; the body sent is always the handler's own value
 * as JSON (as without a schema), so a schema never drops a field the clients read. Under test
 * (NODE_ENV=test) a body that does not match its schema is a failure, so every route test checks
 * the document against what the route really answers; a running server (`npm start`, production)
 * never fails a response over it, nor spends the time checking.
 */
function serializerCompiler(check: boolean) {
  return ({ schema, method, url }: { schema: unknown; method: string; url: string }) =>
    (data: unknown) => {
      if (check && isZod(schema)) {
        const result = schema.safeParse(data)
        if (!result.success)
          throw new Error(
            `The answer of ${method} ${url} does not match its response schema: ${result.error.message}`,
          )
      }
      return JSON.stringify(data)
    }
}

const isZod = (schema: unknown): schema is z.ZodType =>
  typeof schema === 'object' && schema !== null && 'safeParse' in schema

export function checkWithZodSchemas(app: FastifyInstance, { NODE_ENV }: { NODE_ENV: string }): void {
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler(NODE_ENV === 'test'))
}
