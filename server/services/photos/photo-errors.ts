import { AppError } from '../../http/errors.ts'

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)
const gb = (bytes: number) => Math.round((bytes / 1024 / 1024 / 1024) * 10) / 10

/** What a guest or the owner is told when a photo cannot be taken (issue 34, item 7). */
export const photoErrors = {
  notAPhoto: () =>
    new AppError(415, {
      sv: 'Filen är inte en bild eller film. Här kan du dela foton i formatet JPEG, PNG, WebP, HEIC eller AVIF och filmer i formatet MP4 eller MOV.',
      en: 'The file is not a photo or a video. You can share photos here as JPEG, PNG, WebP, HEIC or AVIF and videos as MP4 or MOV.',
      da: 'Filen er ikke et billede eller en video. Her kan du dele fotos i formatet JPEG, PNG, WebP, HEIC eller AVIF og videoer i formatet MP4 eller MOV.',
    }),
  heicUnsupported: () =>
    new AppError(415, {
      sv: 'Bilden är i formatet HEIC men gick inte att läsa. Välj bilden via webbläsarens bildväljare (den gör om den till JPEG) eller ställ in kameran på "Mest kompatibel".',
      en: 'The photo is in HEIC format but could not be read. Pick it through the browser\'s photo picker (which turns it into JPEG) or set the camera to "Most Compatible".',
      da: 'Billedet er i formatet HEIC, men kunne ikke læses. Vælg billedet via browserens billedvælger (den laver det om til JPEG) eller indstil kameraet til "Mest kompatibel".',
    }),
  videoUnreadable: () =>
    new AppError(415, {
      sv: 'Filmen gick inte att läsa. Den kan vara avbruten eller i ett format vi inte tar emot: dela den som MP4 eller MOV.',
      en: 'The video could not be read. It may be cut short or in a format we do not take: share it as MP4 or MOV.',
      da: 'Videoen kunne ikke læses. Den kan være afbrudt eller i et format, vi ikke modtager: del den som MP4 eller MOV.',
    }),
  videoTooLarge: (limit: number) =>
    new AppError(413, {
      sv: `Filmen är för stor. Den får vara högst ${mb(limit)} MB. Korta den i telefonen och försök igen.`,
      en: `The video is too large. It may be at most ${mb(limit)} MB. Trim it on the phone and try again.`,
      da: `Videoen er for stor. Den må højst være ${mb(limit)} MB. Gør den kortere på telefonen og prøv igen.`,
    }),
  tooLarge: (limit: number) =>
    new AppError(413, {
      sv: `Bilden är för stor. Den får vara högst ${mb(limit)} MB.`,
      en: `The photo is too large. It may be at most ${mb(limit)} MB.`,
      da: `Billedet er for stort. Det må højst være ${mb(limit)} MB.`,
    }),
  quotaFull: (quota: number) =>
    new AppError(413, {
      sv: `Sidans utrymme för bilder (${gb(quota)} GB) är fullt. Be paret ta bort några bilder.`,
      en: `The site's space for photos (${gb(quota)} GB) is full. Ask the couple to remove some photos.`,
      da: `Sidens plads til billeder (${gb(quota)} GB) er fuld. Bed parret om at fjerne nogle billeder.`,
    }),
  tooManyFromGuest: () =>
    new AppError(429, {
      sv: 'Du har skickat väldigt många bilder på kort tid. Vänta en stund och försök igen.',
      en: 'You have sent a great many photos in a short time. Wait a while and try again.',
      da: 'Du har sendt rigtig mange billeder på kort tid. Vent lidt og prøv igen.',
    }),
  uploadNotFound: () =>
    new AppError(404, {
      sv: 'Uppladdningen finns inte längre. Välj bilden igen.',
      en: 'The upload no longer exists. Choose the photo again.',
      da: 'Uploaden findes ikke længere. Vælg billedet igen.',
    }),
  offsetMismatch: () =>
    new AppError(409, {
      sv: 'Uppladdningen hade redan kommit längre. Fortsätter där den är.',
      en: 'The upload had already got further. Continuing from where it is.',
      da: 'Uploaden var allerede nået længere. Fortsætter, hvor den er.',
    }),
  badRequest: () =>
    new AppError(400, {
      sv: 'Uppladdningen var felaktig. Försök igen.',
      en: 'The upload was malformed. Please try again.',
      da: 'Uploaden var ugyldig. Prøv igen.',
    }),
  badCursor: () =>
    new AppError(400, {
      sv: 'Listan kunde inte fortsätta därifrån. Ladda om sidan.',
      en: 'The list could not carry on from there. Please reload the page.',
      da: 'Listen kunne ikke fortsætte derfra. Genindlæs siden.',
    }),
  zipNotReady: () =>
    new AppError(409, {
      sv: 'Zip-filen är inte klar än.',
      en: 'The zip file is not ready yet.',
      da: 'Zip-filen er ikke klar endnu.',
    }),
}
