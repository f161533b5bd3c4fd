import type { AnswerRefusal } from '#domain/forms/answer-rules.ts'
import { countOf, GUESTS } from '#domain/site/plural.ts'
import { AppError } from '../../http/errors.ts'

/**
 * A refused answer (domain/forms/answer-rules.ts) as every answer path tells it: the JSON calls in
 * the error shape, the plain form post on its page, with the same status and words.
 */
export function answerRefused(refusal: AnswerRefusal): AppError {
  switch (refusal.reason) {
    case 'noSuchForm':
      return new AppError(404, {
        sv: 'Formuläret finns inte längre på sidan. Ladda om sidan och försök igen.',
        en: 'The form is no longer on the site. Reload the page and try again.',
        da: 'Formularen findes ikke længere på siden. Genindlæs siden og prøv igen.',
      })
    case 'answersClosed':
      return new AppError(403, {
        sv: 'Sista dagen att svara har passerat, så svar tas inte längre emot.',
        en: 'The last day for answers has passed, so answers are no longer accepted.',
        da: 'Sidste dag for svar er passeret, så svar modtages ikke længere.',
      })
    case 'codeRequired':
      return new AppError(403, {
        sv: 'Svara gärna via den personliga länken i er inbjudan.',
        en: 'Please answer through the personal link in your invitation.',
        da: 'Svar gerne via det personlige link i jeres invitation.',
      })
    case 'householdLimit':
      return new AppError(400, {
        sv: `Er inbjudan gäller högst ${countOf('sv', refusal.limit, GUESTS.sv)}.`,
        en: `Your invitation is for at most ${countOf('en', refusal.limit, GUESTS.en)}.`,
        da: `Jeres invitation gælder højst ${countOf('da', refusal.limit, GUESTS.da)}.`,
      })
    case 'tooManyGuests':
      return new AppError(400, {
        sv: `Högst ${countOf('sv', refusal.max, GUESTS.sv)} kan anmälas på en gång.`,
        en: `At most ${countOf('en', refusal.max, GUESTS.en)} can be registered at once.`,
        da: `Højst ${countOf('da', refusal.max, GUESTS.da)} kan tilmeldes på én gang.`,
      })
    case 'notInvited':
      return new AppError(403, {
        sv: 'Svaret gäller en händelse som er inbjudan inte omfattar, så inget sparades. Ladda om sidan och svara för era händelser.',
        en: 'The answer is for an event your invitation does not include, so nothing was saved. Reload the page and answer for your events.',
        da: 'Svaret gælder en begivenhed, som jeres invitation ikke omfatter, så intet blev gemt. Genindlæs siden, og svar for jeres begivenheder.',
      })
  }
}

/** A household whose answer is stored, on a site whose owner does not let guests change answers. */
export const householdAnswered = () =>
  new AppError(409, {
    sv: 'Ert hushåll har redan svarat, och svaren kan inte ändras. Hör av er till värdarna om något har ändrats.',
    en: 'Your household has already answered, and answers cannot be changed. Contact the hosts if something has changed.',
    da: 'Jeres husstand har allerede svaret, og svarene kan ikke ændres. Kontakt værterne, hvis noget er ændret.',
  })
