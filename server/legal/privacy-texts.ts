import type { LegalContext, LegalDocument, LegalLanguage } from './legal-document.ts'

/**
 * The privacy policy (/integritetspolicy), true to what the product stores and for how long: account
 * deletion erases at once (issue 29), guest answers live with their site, versions are pruned
 * (server/services/sites/versions-retention.ts), unsaved quick-start pictures go after a day.
 */
export const PRIVACY_TEXTS: Record<LegalLanguage, (c: LegalContext) => LegalDocument> = {
  sv: ({ brand, seller, pageUrl }) => ({
    title: `Integritetspolicy för ${brand.siteName}`,
    lead: [
      `Här står vilka uppgifter ${brand.siteName} sparar om dig som gör en sida och om dina gäster, varför, hur länge, vem som hjälper oss att behandla dem och vilka rättigheter ni har.`,
    ],
    sections: [
      {
        heading: 'Vem som ansvarar',
        blocks: [
          'För ditt konto, dina betalningar och dina beställningar är vi personuppgiftsansvariga:',
          'seller',
          'För gästernas uppgifter på din sida är du som gör sidan personuppgiftsansvarig och vi ditt personuppgiftsbiträde. Vi behandlar dem bara för att visa sidan och ge dig svaren, aldrig för något eget ändamål, och vi säljer inga uppgifter.',
        ],
      },
      {
        heading: 'Vad vi sparar och varför',
        blocks: [
          {
            list: [
              'Konto: e-postadress, lösenord (bara som en säker hash, aldrig läsbart) och valt språk. För att du ska kunna logga in och få kvitton och påminnelser (avtal).',
              'Sidans innehåll: texter, inställningar, design och tidigare versioner av sidan. För att visa sidan och låta dig ångra ändringar (avtal).',
              'Gästernas svar: det som formulären på sidan frågar efter, till exempel namn, om man kommer, matpreferenser, meddelanden, tal, e-postadress och reservationer i önskelistan. För att ge dig svaren (ditt uppdrag till oss).',
              'Gästlista och hushåll: namn, e-postadresser och de personliga inbjudningslänkarna. För inbjudningar, påminnelser och kort (ditt uppdrag till oss).',
              'Uppladdade bilder: bilderna du laddar upp. Vi tar bort inbäddad information som plats och kamera när vi sparar dem.',
              'Betalningar: referens, vad som köptes, belopp, moms, tid och, vid Swish, betalarens Swish-nummer. Kortuppgifter når aldrig oss, de hanteras av kortbetalningsleverantören. För att ta betalt och för bokföringen (avtal och rättslig förpliktelse).',
              'Kortbeställningar: mottagarens namn och adress, korten som tryckfil och, för kort per hushåll, hushållens namn. För att trycka och skicka korten (avtal).',
              'Mejl vi skickar: kvitton, påminnelser och kopior av gästernas svar sparas i vårt utskick tills de är skickade och finns kvar med kontot.',
              'Loggar: felrapporter från redigeringsverktyget (sidans adress, webbläsare och felet) och besöksräkning per sida. Besök räknas med en daglig nyckel av IP-adress och webbläsare som inte går att vända tillbaka; själva IP-adressen sparas inte. För säkerhet och drift (berättigat intresse).',
            ],
          },
        ],
      },
      {
        heading: 'Hur länge',
        blocks: [
          {
            list: [
              'Allt som hör till kontot (sidor, gästernas svar, gästlista, bilder, kortbeställningar med adresser, loggar och mejl) finns kvar så länge kontot finns, även efter att sidans betalda tid har gått ut, så att du kan förlänga den.',
              'När du tar bort kontot på kontosidan tas allt detta bort direkt, i ett enda steg. Bildfilerna raderas strax därefter; skulle lagringen vägra försöker vi igen varje timme tills de är borta.',
              'Betalningar: efter att kontot tagits bort sparar vi bara referens, produkt, belopp, moms och datum, utan koppling till kontot och utan betalarens nummer, så länge bokföringslagen kräver (sju år).',
              'Tidigare versioner av sidan: alla från de senaste 30 dagarna, därefter en per dag, högst 200.',
              'Bilder från snabbstarten som aldrig sparas i en sida tas bort efter ett dygn.',
              'Inloggningen gäller i 30 dagar eller tills du loggar ut. En länk för att byta lösenord gäller i en timme.',
            ],
          },
        ],
      },
      {
        heading: 'Vem som hjälper oss',
        blocks: [
          'Vi använder de här underbiträdena. De får bara det som behövs för deras del och har avtal med oss om att skydda uppgifterna:',
          {
            list: [
              'Drift och lagring: servrar, databas och bildlagring hos vår driftleverantör inom EU/EES.',
              'E-post: vår e-postleverantör skickar kvitton, påminnelser och mejl till gäster.',
              'Swish: Getswish AB och betalarens bank, för betalningar med Swish.',
              'Kort: Stripe, för kortbetalningar. Kortnumret går direkt till Stripe.',
              'Tryckeri: Gelato, som får tryckfilen och leveransadressen och lämnar korten till ett fraktbolag.',
              'Domäner: domänregistratorn Name.com, när du köper en egen domän.',
              'Kartor: när platsen visas på en karta hämtar vår server en kartbild av platsen; inga uppgifter om dig eller gästerna skickas.',
            ],
          },
          'Om ett underbiträde behandlar uppgifter utanför EU/EES sker det med EU-kommissionens standardavtalsklausuler.',
        ],
      },
      {
        heading: 'Kakor',
        blocks: [
          'Vi använder bara nödvändiga kakor: en inloggningskaka när du är inloggad och en kaka som kommer ihåg att en gäst har skrivit lösenordet till en lösenordsskyddad sida. Webbläsaren sparar också ditt utkast och ditt språkval lokalt. Gästernas sidor har ingen statistik- eller reklamkod.',
        ],
      },
      {
        heading: 'För gäster',
        blocks: [
          'Har du svarat på en sida och vill se, ändra eller ta bort dina uppgifter, kontakta i första hand den som har gjort sidan. Du kan också skriva till oss, så hjälper vi dig och den som har gjort sidan.',
        ],
      },
      {
        heading: 'Dina rättigheter',
        blocks: [
          'Du har rätt att få veta vad vi har om dig, få fel rättade, få uppgifterna borttagna, begränsa eller invända mot behandlingen och få ut dina uppgifter. På kontosidan kan du själv ladda ned allt om kontot och ta bort kontot.',
          'Är du inte nöjd med hur vi hanterar dina uppgifter kan du klaga hos Integritetsskyddsmyndigheten (imy.se) eller, i Danmark, hos Datatilsynet (datatilsynet.dk).',
        ],
      },
      {
        heading: 'Kontakt',
        blocks: [
          [
            'Frågor om personuppgifter: ',
            { href: `mailto:${seller.mail}`, text: seller.mail },
            '. Vad du godkänner när du skapar ett konto står i ',
            { href: pageUrl('terms'), text: 'villkoren' },
            '.',
          ],
        ],
      },
    ],
  }),

  en: ({ brand, seller, pageUrl }) => ({
    title: `Privacy policy of ${brand.siteName}`,
    lead: [
      `This is what ${brand.siteName} stores about you who make a site and about your guests, why, for how long, who helps us process it and what rights you have.`,
    ],
    sections: [
      {
        heading: 'Who is responsible',
        blocks: [
          'For your account, your payments and your orders, we are the controller:',
          'seller',
          'For the guests’ data on your site, you who make the site are the controller and we are your processor. We process it only to show the site and give you the answers, never for purposes of our own, and we sell no data.',
        ],
      },
      {
        heading: 'What we store and why',
        blocks: [
          {
            list: [
              'Account: email address, password (only as a secure hash, never readable) and chosen language. So you can log in and receive receipts and reminders (contract).',
              'Site content: texts, settings, design and earlier versions of the site. To show the site and let you undo changes (contract).',
              'Guests’ answers: what the forms on the site ask for, for example names, whether they come, food preferences, messages, speeches, email address and gift list reservations. To give you the answers (your instructions to us).',
              'Guest list and households: names, email addresses and the personal invitation links. For invitations, reminders and cards (your instructions to us).',
              'Uploaded pictures: the pictures you upload. We remove embedded information such as location and camera when we store them.',
              'Payments: reference, what was bought, amount, VAT, time and, for Swish, the payer’s Swish number. Card details never reach us; the card payment provider handles them. To take payment and for bookkeeping (contract and legal obligation).',
              'Card orders: the recipient’s name and address, the cards as a print file and, for cards per household, the households’ names. To print and send the cards (contract).',
              'Emails we send: receipts, reminders and copies of guests’ answers are kept in our outbox until sent and stay with the account.',
              'Logs: error reports from the editing tool (the page’s address, browser and the error) and visit counts per site. Visits are counted with a daily key of IP address and browser that cannot be turned back; the IP address itself is not stored. For security and operations (legitimate interest).',
            ],
          },
        ],
      },
      {
        heading: 'For how long',
        blocks: [
          {
            list: [
              'Everything belonging to the account (sites, guests’ answers, guest list, pictures, card orders with addresses, logs and emails) is kept as long as the account exists, also after the site’s paid period has ended, so you can extend it.',
              'When you delete the account on the account page, all of this is deleted at once, in one step. The picture files are deleted right after; should the storage refuse, we try again every hour until they are gone.',
              'Payments: after the account is deleted we keep only reference, product, amount, VAT and dates, without any link to the account and without the payer’s number, as long as bookkeeping law requires (seven years).',
              'Earlier versions of the site: all from the last 30 days, then one a day, at most 200.',
              'Quick-start pictures never saved into a site are deleted after a day.',
              'A login lasts 30 days or until you log out. A link to change the password lasts one hour.',
            ],
          },
        ],
      },
      {
        heading: 'Who helps us',
        blocks: [
          'We use these sub-processors. Each gets only what its part needs and has an agreement with us to protect the data:',
          {
            list: [
              'Hosting and storage: servers, database and picture storage at our hosting provider within the EU/EEA.',
              'Email: our email provider sends receipts, reminders and emails to guests.',
              'Swish: Getswish AB and the payer’s bank, for Swish payments.',
              'Cards: Stripe, for card payments. The card number goes straight to Stripe.',
              'Print shop: Gelato, which gets the print file and the delivery address and hands the cards to a carrier.',
              'Domains: the registrar Name.com, when you buy a custom domain.',
              'Maps: when the place is shown on a map, our server fetches a map picture of the place; nothing about you or your guests is sent.',
            ],
          },
          'Where a sub-processor handles data outside the EU/EEA, it does so under the European Commission’s standard contractual clauses.',
        ],
      },
      {
        heading: 'Cookies',
        blocks: [
          'We use only necessary cookies: a login cookie while you are logged in, and a cookie that remembers that a guest has typed the password of a password-protected site. The browser also keeps your draft and your language choice locally. Guests’ pages carry no statistics or advertising code.',
        ],
      },
      {
        heading: 'For guests',
        blocks: [
          'If you have answered on a site and want to see, change or delete your details, first contact whoever made the site. You can also write to us, and we help you and them.',
        ],
      },
      {
        heading: 'Your rights',
        blocks: [
          'You have the right to know what we hold about you, to have errors corrected, to have the data deleted, to restrict or object to the processing and to get your data out. On the account page you can download everything about the account and delete the account yourself.',
          'If you are not satisfied with how we handle your data, you can complain to the Swedish Authority for Privacy Protection (imy.se) or, in Denmark, to Datatilsynet (datatilsynet.dk).',
        ],
      },
      {
        heading: 'Contact',
        blocks: [
          [
            'Questions about personal data: ',
            { href: `mailto:${seller.mail}`, text: seller.mail },
            '. What you accept when you create an account is in the ',
            { href: pageUrl('terms'), text: 'terms' },
            '.',
          ],
        ],
      },
    ],
  }),

  da: ({ brand, seller, pageUrl }) => ({
    title: `Privatlivspolitik for ${brand.siteName}`,
    lead: [
      `Her står, hvilke oplysninger ${brand.siteName} gemmer om dig, der laver en side, og om dine gæster, hvorfor, hvor længe, hvem der hjælper os med at behandle dem, og hvilke rettigheder I har.`,
    ],
    sections: [
      {
        heading: 'Hvem der er ansvarlig',
        blocks: [
          'For din konto, dine betalinger og dine bestillinger er vi dataansvarlige:',
          'seller',
          'For gæsternes oplysninger på din side er du, der laver siden, dataansvarlig, og vi er din databehandler. Vi behandler dem kun for at vise siden og give dig svarene, aldrig til egne formål, og vi sælger ingen oplysninger.',
        ],
      },
      {
        heading: 'Hvad vi gemmer og hvorfor',
        blocks: [
          {
            list: [
              'Konto: e-mailadresse, adgangskode (kun som en sikker hash, aldrig læsbar) og valgt sprog. Så du kan logge ind og få kvitteringer og påmindelser (aftale).',
              'Sidens indhold: tekster, indstillinger, design og tidligere versioner af siden. For at vise siden og lade dig fortryde ændringer (aftale).',
              'Gæsternes svar: det, formularerne på siden spørger om, for eksempel navne, om man kommer, madpræferencer, beskeder, taler, e-mailadresse og reservationer på ønskelisten. For at give dig svarene (din instruks til os).',
              'Gæsteliste og husstande: navne, e-mailadresser og de personlige invitationslinks. Til invitationer, påmindelser og kort (din instruks til os).',
              'Uploadede billeder: de billeder, du uploader. Vi fjerner indlejrede oplysninger som sted og kamera, når vi gemmer dem.',
              'Betalinger: reference, hvad der blev købt, beløb, moms, tidspunkt og, ved Swish, betalerens Swish-nummer. Kortoplysninger når aldrig os; dem håndterer kortbetalingsudbyderen. For at tage betaling og til bogføringen (aftale og retlig forpligtelse).',
              'Kortbestillinger: modtagerens navn og adresse, kortene som trykfil og, ved kort pr. husstand, husstandenes navne. For at trykke og sende kortene (aftale).',
              'E-mails, vi sender: kvitteringer, påmindelser og kopier af gæsternes svar gemmes i vores udbakke, til de er sendt, og bliver med kontoen.',
              'Logfiler: fejlrapporter fra redigeringsværktøjet (sidens adresse, browser og fejlen) og optælling af besøg pr. side. Besøg tælles med en daglig nøgle af IP-adresse og browser, som ikke kan vendes tilbage; selve IP-adressen gemmes ikke. For sikkerhed og drift (legitim interesse).',
            ],
          },
        ],
      },
      {
        heading: 'Hvor længe',
        blocks: [
          {
            list: [
              'Alt, der hører til kontoen (sider, gæsternes svar, gæsteliste, billeder, kortbestillinger med adresser, logfiler og e-mails), gemmes, så længe kontoen findes, også efter at sidens betalte periode er udløbet, så du kan forlænge den.',
              'Når du sletter kontoen på kontosiden, slettes alt dette med det samme, i ét trin. Billedfilerne slettes lige efter; skulle lageret afvise, prøver vi igen hver time, til de er væk.',
              'Betalinger: efter at kontoen er slettet, gemmer vi kun reference, produkt, beløb, moms og datoer, uden forbindelse til kontoen og uden betalerens nummer, så længe bogføringsloven kræver det (syv år).',
              'Tidligere versioner af siden: alle fra de seneste 30 dage, derefter én pr. dag, højst 200.',
              'Billeder fra hurtigstarten, som aldrig gemmes på en side, slettes efter et døgn.',
              'Et login gælder i 30 dage, eller til du logger ud. Et link til at skifte adgangskode gælder i en time.',
            ],
          },
        ],
      },
      {
        heading: 'Hvem der hjælper os',
        blocks: [
          'Vi bruger disse underdatabehandlere. De får kun det, deres del kræver, og har en aftale med os om at beskytte oplysningerne:',
          {
            list: [
              'Drift og lagring: servere, database og billedlager hos vores driftsleverandør inden for EU/EØS.',
              'E-mail: vores e-mailudbyder sender kvitteringer, påmindelser og e-mails til gæster.',
              'Swish: Getswish AB og betalerens bank, ved betaling med Swish.',
              'Kort: Stripe, ved kortbetaling. Kortnummeret går direkte til Stripe.',
              'Trykkeri: Gelato, som får trykfilen og leveringsadressen og giver kortene til et fragtfirma.',
              'Domæner: domæneregistratoren Name.com, når du køber et eget domæne.',
              'Kort over stedet: når stedet vises på et kort, henter vores server et kortbillede af stedet; intet om dig eller gæsterne sendes.',
            ],
          },
          'Hvis en underdatabehandler behandler oplysninger uden for EU/EØS, sker det efter EU-Kommissionens standardkontraktbestemmelser.',
        ],
      },
      {
        heading: 'Cookies',
        blocks: [
          'Vi bruger kun nødvendige cookies: en login-cookie, mens du er logget ind, og en cookie, der husker, at en gæst har skrevet adgangskoden til en beskyttet side. Browseren gemmer også dit udkast og dit sprogvalg lokalt. Gæsternes sider har ingen statistik- eller reklamekode.',
        ],
      },
      {
        heading: 'For gæster',
        blocks: [
          'Har du svaret på en side og vil se, ændre eller slette dine oplysninger, så kontakt først den, der har lavet siden. Du kan også skrive til os, så hjælper vi dig og den, der har lavet siden.',
        ],
      },
      {
        heading: 'Dine rettigheder',
        blocks: [
          'Du har ret til at få at vide, hvad vi har om dig, få fejl rettet, få oplysningerne slettet, begrænse eller gøre indsigelse mod behandlingen og få dine oplysninger udleveret. På kontosiden kan du selv downloade alt om kontoen og slette kontoen.',
          'Er du utilfreds med, hvordan vi behandler dine oplysninger, kan du klage til Datatilsynet (datatilsynet.dk) eller, i Sverige, til Integritetsskyddsmyndigheten (imy.se).',
        ],
      },
      {
        heading: 'Kontakt',
        blocks: [
          [
            'Spørgsmål om personoplysninger: ',
            { href: `mailto:${seller.mail}`, text: seller.mail },
            '. Hvad du accepterer, når du opretter en konto, står i ',
            { href: pageUrl('terms'), text: 'vilkårene' },
            '.',
          ],
        ],
      },
    ],
  }),
}
