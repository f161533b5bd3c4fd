/**
 * A first guess at a name from a mail's local part, for the invitation's name field (issue 33):
 * "erik.svensson@…" gives "Erik Svensson". Digits and a plus part are dropped; the person edits it.
 */
export function nameFromMail(mail: string): string {
  const local = (mail.split('@')[0] ?? '').split('+')[0] ?? ''
  return local
    .split(/[._-]+/)
    .map((word) => word.replace(/\d+/g, ''))
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toLocaleUpperCase('sv') + word.slice(1))
    .join(' ')
    .slice(0, 60)
}
