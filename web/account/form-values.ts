/** A text value of a submitted form; empty when the field is missing or holds a file. */
export function formText(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name)
  return typeof value === 'string' ? value : ''
}
