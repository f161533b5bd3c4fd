/** What names a text's field on the page, so the missing-texts note can take the owner to it. */
export function textTarget(text: { moduleId: string; path: readonly string[] }): string {
  return `${text.moduleId}/${text.path.join('/')}`
}
