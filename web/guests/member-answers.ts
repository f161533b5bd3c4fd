import type { PersonalInvitation } from '#web/site/index.ts'

/** The household's members in the form's name question (its first text), guest by guest. */
export function memberAnswers(
  elements: readonly { id: string; formElementType: string }[],
  invitation: PersonalInvitation | undefined,
  count: number,
): Record<string, string>[] | undefined {
  const name = elements.find((e) => e.formElementType === 'ShortText')
  const members = invitation?.household?.members
  if (!name || !members?.length) return undefined
  return Array.from({ length: count }, (_, i) => {
    const member = members[i]
    return member ? { [name.id]: member.name } : {}
  })
}
