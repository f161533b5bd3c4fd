import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { ZodError } from 'zod'
import type { ErrorResponse } from '#domain/errors.ts'
import { validationText } from '#domain/validation-texts.ts'
import { errorPage, wantsErrorPage } from './error-page.ts'

export interface Texts {
  sv: string
  en: string
  da: string
}

/** A failure we mean to tell the client about, with its status and the message in every language. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly texts: Texts,
    readonly fields?: Record<string, string>,
  ) {
    super(texts.en)
  }
}

export const errors = {
  notLoggedIn: () =>
    new AppError(401, {
      sv: 'Du måste logga in.',
      en: 'You need to log in.',
      da: 'Du skal logge ind.',
    }),
  forbidden: () =>
    new AppError(403, {
      sv: 'Du har inte behörighet till den här sidan. Logga in med kontot som äger sidan.',
      en: 'You do not have access to this site. Log in with the account that owns it.',
      da: 'Du har ikke adgang til denne side. Log ind med den konto, der ejer siden.',
    }),
  siteNotFound: () =>
    new AppError(404, {
      sv: 'Sidan finns inte.',
      en: 'The site does not exist.',
      da: 'Siden findes ikke.',
    }),
  notFound: () =>
    new AppError(404, {
      sv: 'Det som efterfrågades finns inte.',
      en: 'What was asked for does not exist.',
      da: 'Det efterspurgte findes ikke.',
    }),
  passwordRequired: () =>
    new AppError(401, {
      sv: 'Sidan är lösenordsskyddad. Ladda om sidan och skriv lösenordet.',
      en: 'The site is password protected. Reload the page and enter the password.',
      da: 'Siden er beskyttet med adgangskode. Genindlæs siden og skriv adgangskoden.',
    }),
  crossOrigin: () =>
    new AppError(403, {
      sv: 'Förfrågan kom från en annan webbplats och stoppades.',
      en: 'The request came from another website and was stopped.',
      da: 'Forespørgslen kom fra et andet websted og blev stoppet.',
    }),
  tooManyRequests: () =>
    new AppError(429, {
      sv: 'För många försök. Vänta en stund och försök igen.',
      en: 'Too many attempts. Please wait a while and try again.',
      da: 'For mange forsøg. Vent lidt og prøv igen.',
    }),
}

export function errorBody(texts: Texts, fields?: Record<string, string>): ErrorResponse {
  return { isErrorResponse: true, errorDescription: texts, message: texts.en, ...(fields ? { fields } : {}) }
}

export function zodErrorToAppError(err: ZodError): AppError {
  const fields: Record<string, string> = {}
  for (const issue of err.issues) {
    const key = issue.path.join('.') || '(body)'
    fields[key] ??= issue.message
  }
  const list = (language: 'sv' | 'en' | 'da') =>
    Object.entries(fields)
      .map(([k, m]) => `${k}: ${validationText(m, language)}`)
      .join('; ')
  return new AppError(
    400,
    {
      sv: `Ogiltiga uppgifter – ${list('sv')}`,
      en: `Invalid request – ${list('en')}`,
      da: `Ugyldige oplysninger – ${list('da')}`,
    },
    fields,
  )
}

/**
 * The error handler, handing every server error (5xx) to `reportServerError` as well (the error
 * reporting service); client errors, 403 among them, are not reported.
 */
export function errorHandler(reportServerError: (err: unknown, request: FastifyRequest) => void) {
  return (err: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): void => {
    handleError(err, request, reply)
    if (reply.statusCode >= 500) reportServerError(err, request)
  }
}

/** Every error leaves in the spec's shape; only unknown failures are 500 and only they are logged loudly. */
export function handleError(err: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): void {
  if (err instanceof ZodError) err = zodErrorToAppError(err)
  if (err instanceof AppError) {
    void reply.status(err.status).send(errorBody(err.texts, err.fields))
    return
  }
  const status = (err as FastifyError).statusCode
  if (status && status >= 400 && status < 500) {
    const message = status === 429 ? errors.tooManyRequests().texts : clientErrorTexts(status, err.message)
    void reply.status(status).send(errorBody(message))
    return
  }
  request.log.error({ err }, 'unhandled error')
  const texts = {
    sv: 'Ett oväntat fel uppstod på servern. Försök igen om en stund.',
    en: 'An unexpected error occurred on the server. Please try again in a moment.',
    da: 'Der opstod en uventet fejl på serveren. Prøv igen om lidt.',
  }
  if (wantsErrorPage(request)) {
    void reply
      .status(500)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(errorPage(request, texts))
    return
  }
  void reply.status(500).send(errorBody(texts))
}

function clientErrorTexts(status: number, detail: string): Texts {
  if (status === 413)
    return {
      sv: 'Det som skickades är för stort.',
      en: 'What was sent is too large.',
      da: 'Det sendte er for stort.',
    }
  if (status === 415)
    return {
      sv: 'Formatet stöds inte. Skicka JSON.',
      en: 'Unsupported format. Send JSON.',
      da: 'Formatet understøttes ikke. Send JSON.',
    }
  return {
    sv: `Felaktig förfrågan: ${detail}`,
    en: `Bad request: ${detail}`,
    da: `Ugyldig forespørgsel: ${detail}`,
  }
}
