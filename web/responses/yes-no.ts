/** How an answer reads: a yes, a no, or neither (spec 002 section 5, yes/no colouring). */
export type YesNo = 'yes' | 'no'

// Answers that say "not sure" are neither, even when they contain a negation ("vet inte").
const MAYBE =
  /^(kanske|maybe|perhaps|måske|vet ej|vet inte|ved ikke|not sure|don't know|do not know|osäker|usikker|tveksam)\b/

// The first word decides most answers: "Ja självklart", "Nej tyvärr", "Yes!", "No thanks".
const NO_FIRST = new Set([
  'nej',
  'nä',
  'näe',
  'nää',
  'nix',
  'no',
  'nope',
  'nah',
  'tyvärr',
  'desværre',
  'unfortunately',
  'sadly',
  'sorry',
])
const YES_FIRST = new Set([
  'ja',
  'jaa',
  'japp',
  'jepp',
  'jep',
  'jadå',
  'jajamen',
  'jajamensan',
  'jo',
  'joo',
  'yes',
  'yess',
  'yep',
  'yeah',
  'yup',
  'absolut',
  'absolutely',
  'självklart',
  'givetvis',
  'selvfølgelig',
  'selvfolgelig',
  'gärna',
  'gerne',
  'definitely',
  'certainly',
  'sure',
  'okay',
  'ok',
])

// Otherwise: a negation anywhere says no ("Jag kommer inte", "Kan tyvärr inte komma", "I can't make it")...
const NEGATION =
  /\b(inte|ej|icke|ikke|not|can't|cannot|won't|unable|tyvärr|desværre|unfortunately|regrettably|decline|declines)\b/
// ...and a "coming" phrase without one says yes ("Vi kommer", "Jeg kommer", "I'll be there", "Attending").
const COMING =
  /\b(kommer|komma|kommer gärna|deltar|deltager|deltage|coming|come|attend|attending|accept|accepts|be there|count me in|of course|klart)\b/

/** Lower case, curly apostrophes straightened, punctuation and emoji dropped, spaces collapsed. */
function normalise(answer: string): string {
  return answer
    .toLowerCase()
    .replace(/[’`´]/g, "'")
    .replace(/[^\p{L}\p{N}'\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * Whether an answer is worded as a yes or a no, in Swedish, English or Danish, whatever the case:
 * 'Ja', 'Ja!', 'Ja självklart', 'Yes', 'Jeg kommer' are yes; 'Nej', 'Nej tyvärr', 'No',
 * 'Kan tyvärr inte komma' are no; 'Kanske', 'Vet inte' and anything else are neither (null).
 */
export function yesNoOf(answer: string | null | undefined): YesNo | null {
  const text = normalise(answer ?? '')
  if (!text || MAYBE.test(text)) return null
  const first = text.split(' ')[0] ?? ''
  if (NO_FIRST.has(first)) return 'no'
  if (YES_FIRST.has(first)) return 'yes'
  if (NEGATION.test(text)) return 'no'
  if (COMING.test(text)) return 'yes'
  return null
}
