/** A fresh id for a module, list item or form element: a readable prefix and a random part. */
export function newId(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 13)}`
}
