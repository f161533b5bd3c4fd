function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

/**
 * The error dialog's message in the order of spec 000 section 8: the Swedish error description
 * of an error response, else the response's message, else the error's own text. Undefined means
 * the caller shows the unknown-error text.
 */
export function errorDialogMessage(error: unknown): string | undefined {
  const response = field(error, 'response')
  if (field(response, 'isErrorResponse') === true) {
    const swedish = text(field(field(response, 'errorDescription'), 'sv'))
    if (swedish) return swedish
  }
  return text(field(response, 'message')) ?? text(field(error, 'message')) ?? text(error)
}
