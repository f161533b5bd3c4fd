import type { LegalContext, LegalDocument, LegalLanguage } from './legal-document.ts'

/**
 * The terms of use (/villkor), written for the product as it works: try for free, pay for an
 * address, a domain or printed cards. Prices are not written here: the page renders the catalogue.
 */
export const TERMS_TEXTS: Record<LegalLanguage, (c: LegalContext) => LegalDocument> = {
  sv: ({ brand, seller, pageUrl }) => ({
    title: `Villkor för ${brand.siteName}`,
    lead: [
      `De här villkoren gäller när du skapar ett konto och använder ${brand.siteName} (${brand.mainDomain}) för att göra en webbsida för ditt evenemang. När du kryssar i rutan vid kontoskapandet godkänner du dem.`,
    ],
    sections: [
      { heading: 'Vem som säljer tjänsten', blocks: ['Tjänsten säljs och drivs av:', 'seller'] },
      {
        heading: 'Vad tjänsten är',
        blocks: [
          'Du bygger en webbsida för ditt evenemang med texter, bilder, program, karta, OSA-formulär och, beroende på evenemang, önskelista och tal. Dina gäster svarar på sidan och du ser svaren, gästlistan och statistiken i ditt konto.',
          'Du kan prova gratis: sidan sparas i ditt konto och du kan redigera den så länge du vill. För att gästerna ska kunna se den väljer du en adress och betalar. Du kan också köpa en egen domän och tryckta inbjudningskort.',
        ],
      },
      {
        heading: 'Priser och betalning',
        blocks: [
          'prices',
          'Du betalar med Swish eller kort. Efter betalningen får du ett kvitto med moms till din e-postadress.',
          'Sidan är publicerad under den tid som står ovan. Vi mejlar dig 30 och 7 dagar innan tiden går ut, och du kan förlänga från kontosidan. När tiden har gått ut visas sidan inte längre för gästerna, men den och gästernas svar finns kvar i ditt konto tills du tar bort det.',
        ],
      },
      {
        heading: 'Ångerrätt och återbetalning',
        blocks: [
          'Som konsument har du enligt lagen om distansavtal 14 dagars ångerrätt. Så här gäller den för det vi säljer:',
          {
            list: [
              'Adress och förlängning: tjänsten börjar så fort du har betalat, eftersom du ber om att sidan ska publiceras direkt. Du har ångerrätt i 14 dagar, men får betala för den tid sidan redan har varit publicerad. När perioden är helt levererad finns ingen ångerrätt.',
              'Egen domän: domänen registreras i ditt ställe direkt efter betalningen och kan inte lämnas tillbaka. Därför gäller ingen ångerrätt för domänregistreringen när den är gjord.',
              'Tryckta kort: korten trycks efter din design, dina texter och din gästlista. Varor som tillverkas efter kundens anvisningar omfattas inte av ångerrätten.',
              'Betalar du två gånger för samma sak betalar vi automatiskt tillbaka den ena betalningen till samma Swish-nummer eller kort.',
            ],
          },
          'Är korten felaktigt tryckta eller skadade när de kommer fram har du rätt att reklamera enligt konsumentköplagen. Skriv till oss med ordernumret och en bild, så trycker vi nya eller betalar tillbaka. Hör av dig inom skälig tid efter att du har märkt felet; inom två månader är alltid i tid.',
          'Vill du ångra dig eller reklamera, skriv till oss på adressen längst ned. Återbetalning sker inom 14 dagar till samma betalsätt.',
        ],
      },
      {
        heading: 'Ditt ansvar för innehållet och dina gäster',
        blocks: [
          'Du ansvarar för det du lägger upp: du ska ha rätt att använda texter och bilder, och innehållet får inte bryta mot lag eller kränka någon.',
          [
            'Gästernas svar, namn, e-postadresser och övriga uppgifter samlar du in för ditt evenemang. För dem är du personuppgiftsansvarig och vi är ditt personuppgiftsbiträde: vi behandlar dem bara för att visa sidan och ge dig svaren. Fråga bara efter det du behöver, använd uppgifterna bara för evenemanget och ta bort dem när de inte längre behövs, till exempel genom att ta bort kontot. Hur vi hanterar uppgifterna står i ',
            { href: pageUrl('privacy'), text: 'integritetspolicyn' },
            '.',
          ],
          'Håll ditt lösenord för dig själv. Personliga inbjudningslänkar ger tillgång till ett hushålls svar: dela dem bara med rätt gäst.',
        ],
      },
      {
        heading: 'Vårt ansvar',
        blocks: [
          'Vi gör vårt bästa för att sidan alltid ska fungera, men kan inte lova att den aldrig är nere en stund. Vårt ansvar för skador är begränsat till vad du har betalat till oss de senaste tolv månaderna, utom vid uppsåt eller grov vårdslöshet. Dina rättigheter som konsument enligt tvingande lag påverkas inte.',
          'Vi får stänga av en sida som bryter mot lag eller mot de här villkoren. Vi säger till innan, om det inte är brådskande.',
        ],
      },
      {
        heading: 'Avsluta',
        blocks: [
          'Du kan när som helst ta bort ditt konto på kontosidan. Då tas konto, sidor, gästernas svar och bilder bort direkt. Betald tid betalas inte tillbaka när du själv tar bort kontot, utom enligt ångerrätten ovan.',
        ],
      },
      {
        heading: 'Ändringar och tvister',
        blocks: [
          'Ändrar vi villkoren på ett sätt som spelar roll för dig mejlar vi dig minst 30 dagar innan. Det du redan har betalat för gäller på de villkor som gällde när du betalade.',
          'Svensk lag gäller. Kan vi inte komma överens kan du vända dig till Allmänna reklamationsnämnden (ARN, arn.se) eller till EU:s plattform för tvistlösning online (ec.europa.eu/consumers/odr).',
        ],
      },
      {
        heading: 'Kontakt',
        blocks: [
          [
            'Frågor om villkoren, ånger eller reklamation: ',
            { href: `mailto:${seller.mail}`, text: seller.mail },
            '.',
          ],
        ],
      },
    ],
  }),

  en: ({ brand, seller, pageUrl }) => ({
    title: `Terms of ${brand.siteName}`,
    lead: [
      `These terms apply when you create an account and use ${brand.siteName} (${brand.mainDomain}) to make a website for your event. Ticking the box when you create the account means you accept them.`,
    ],
    sections: [
      { heading: 'Who sells the service', blocks: ['The service is sold and run by:', 'seller'] },
      {
        heading: 'What the service is',
        blocks: [
          'You build a website for your event with texts, pictures, a programme, a map, an RSVP form and, depending on the event, a gift list and speeches. Your guests answer on the site, and you see the answers, the guest list and the statistics in your account.',
          'You can try it for free: the site is saved in your account and you can edit it as long as you like. For your guests to see it, you choose an address and pay. You can also buy a custom domain and printed invitation cards.',
        ],
      },
      {
        heading: 'Prices and payment',
        blocks: [
          'prices',
          'You pay by Swish or card. After paying you get a receipt with VAT by email.',
          'The site is published for the period stated above. We email you 30 and 7 days before it ends, and you can extend it from the account page. When the period has ended the site is no longer shown to guests, but it and the guests’ answers stay in your account until you delete it.',
        ],
      },
      {
        heading: 'Right of withdrawal and refunds',
        blocks: [
          'As a consumer you have a 14-day right of withdrawal for distance contracts. This is how it applies to what we sell:',
          {
            list: [
              'Address and extension: the service starts as soon as you have paid, because you ask for the site to be published at once. You may withdraw within 14 days but pay for the time the site has already been published. Once the period has been delivered in full, there is no right of withdrawal.',
              'Custom domain: the domain is registered for you straight after payment and cannot be returned, so there is no right of withdrawal for the registration once it is made.',
              'Printed cards: the cards are printed to your design, your texts and your guest list. Goods made to the customer’s specifications are exempt from the right of withdrawal.',
              'If you pay twice for the same thing, we automatically refund one payment to the same Swish number or card.',
            ],
          },
          'If the cards are misprinted or arrive damaged, you may complain under consumer sales law. Write to us with the order number and a photo, and we reprint them or refund you. Tell us within a reasonable time after noticing the fault; within two months is always in time.',
          'To withdraw or complain, write to the address at the bottom. Refunds are made within 14 days to the same payment method.',
        ],
      },
      {
        heading: 'Your responsibility for the content and your guests',
        blocks: [
          'You are responsible for what you publish: you must have the right to use the texts and pictures, and the content must not break the law or violate anyone’s rights.',
          [
            'You collect your guests’ answers, names, email addresses and other details for your event. You are the controller of that data and we are your processor: we process it only to show the site and give you the answers. Ask only for what you need, use it only for the event and delete it when it is no longer needed, for example by deleting the account. How we handle the data is set out in the ',
            { href: pageUrl('privacy'), text: 'privacy policy' },
            '.',
          ],
          'Keep your password to yourself. Personal invitation links give access to a household’s answer: share each only with its guest.',
        ],
      },
      {
        heading: 'Our responsibility',
        blocks: [
          'We do our best to keep the site working, but cannot promise it is never down for a while. Our liability for damages is limited to what you have paid us in the last twelve months, except for intent or gross negligence. Your rights as a consumer under mandatory law are not affected.',
          'We may take down a site that breaks the law or these terms. We tell you first unless it is urgent.',
        ],
      },
      {
        heading: 'Ending',
        blocks: [
          'You can delete your account at any time on the account page. The account, its sites, the guests’ answers and pictures are then deleted at once. Paid time is not refunded when you delete the account yourself, except under the right of withdrawal above.',
        ],
      },
      {
        heading: 'Changes and disputes',
        blocks: [
          'If we change the terms in a way that matters to you, we email you at least 30 days before. What you have already paid for keeps the terms that applied when you paid.',
          'Swedish law applies; as a consumer you keep the protection of the law of the country you live in. If we cannot agree, you can turn to the Swedish National Board for Consumer Disputes (ARN, arn.se), in Denmark to Nævnenes Hus (naevneneshus.dk), or to the EU’s online dispute resolution platform (ec.europa.eu/consumers/odr).',
        ],
      },
      {
        heading: 'Contact',
        blocks: [
          [
            'Questions about the terms, withdrawals or complaints: ',
            { href: `mailto:${seller.mail}`, text: seller.mail },
            '.',
          ],
        ],
      },
    ],
  }),

  da: ({ brand, seller, pageUrl }) => ({
    title: `Vilkår for ${brand.siteName}`,
    lead: [
      `Disse vilkår gælder, når du opretter en konto og bruger ${brand.siteName} (${brand.mainDomain}) til at lave en hjemmeside til dit arrangement. Når du sætter kryds i feltet ved oprettelsen, accepterer du dem.`,
    ],
    sections: [
      { heading: 'Hvem der sælger tjenesten', blocks: ['Tjenesten sælges og drives af:', 'seller'] },
      {
        heading: 'Hvad tjenesten er',
        blocks: [
          'Du bygger en hjemmeside til dit arrangement med tekster, billeder, program, kort, svarformular og, afhængigt af arrangementet, ønskeliste og taler. Dine gæster svarer på siden, og du ser svarene, gæstelisten og statistikken på din konto.',
          'Du kan prøve gratis: siden gemmes på din konto, og du kan redigere den, så længe du vil. For at gæsterne kan se den, vælger du en adresse og betaler. Du kan også købe et eget domæne og trykte invitationskort.',
        ],
      },
      {
        heading: 'Priser og betaling',
        blocks: [
          'prices',
          'Du betaler med Swish eller kort. Efter betalingen får du en kvittering med moms på e-mail.',
          'Siden er offentliggjort i den periode, der står ovenfor. Vi sender dig en e-mail 30 og 7 dage før perioden udløber, og du kan forlænge fra kontosiden. Når perioden er udløbet, vises siden ikke længere for gæsterne, men den og gæsternes svar bliver på din konto, indtil du sletter den.',
        ],
      },
      {
        heading: 'Fortrydelsesret og tilbagebetaling',
        blocks: [
          'Som forbruger har du 14 dages fortrydelsesret ved fjernsalg. Sådan gælder den for det, vi sælger:',
          {
            list: [
              'Adresse og forlængelse: tjenesten begynder, så snart du har betalt, fordi du beder om, at siden offentliggøres med det samme. Du kan fortryde inden for 14 dage, men betaler for den tid, siden allerede har været offentliggjort. Når perioden er leveret fuldt ud, er der ingen fortrydelsesret.',
              'Eget domæne: domænet registreres for dig lige efter betalingen og kan ikke leveres tilbage. Derfor er der ingen fortrydelsesret for registreringen, når den er foretaget.',
              'Trykte kort: kortene trykkes efter dit design, dine tekster og din gæsteliste. Varer fremstillet efter kundens specifikationer er undtaget fra fortrydelsesretten.',
              'Betaler du to gange for det samme, betaler vi automatisk den ene betaling tilbage til samme Swish-nummer eller kort.',
            ],
          },
          'Er kortene fejltrykt eller beskadiget ved levering, kan du reklamere efter købeloven. Skriv til os med ordrenummeret og et billede, så trykker vi nye eller betaler tilbage. Giv os besked inden rimelig tid efter, at du har opdaget fejlen; inden for to måneder er altid rettidigt.',
          'Vil du fortryde eller reklamere, så skriv til adressen nederst. Tilbagebetaling sker inden for 14 dage til samme betalingsmåde.',
        ],
      },
      {
        heading: 'Dit ansvar for indholdet og dine gæster',
        blocks: [
          'Du er ansvarlig for det, du lægger op: du skal have ret til at bruge tekster og billeder, og indholdet må ikke være ulovligt eller krænke nogen.',
          [
            'Gæsternes svar, navne, e-mailadresser og andre oplysninger indsamler du til dit arrangement. For dem er du dataansvarlig, og vi er din databehandler: vi behandler dem kun for at vise siden og give dig svarene. Spørg kun om det, du har brug for, brug oplysningerne kun til arrangementet, og slet dem, når de ikke længere er nødvendige, for eksempel ved at slette kontoen. Hvordan vi behandler oplysningerne, står i ',
            { href: pageUrl('privacy'), text: 'privatlivspolitikken' },
            '.',
          ],
          'Hold din adgangskode for dig selv. Personlige invitationslinks giver adgang til en husstands svar: del dem kun med den rette gæst.',
        ],
      },
      {
        heading: 'Vores ansvar',
        blocks: [
          'Vi gør vores bedste for, at siden altid virker, men kan ikke love, at den aldrig er nede et øjeblik. Vores erstatningsansvar er begrænset til det, du har betalt os de seneste tolv måneder, undtagen ved forsæt eller grov uagtsomhed. Dine rettigheder som forbruger efter ufravigelig lov berøres ikke.',
          'Vi må lukke en side, der er i strid med loven eller disse vilkår. Vi siger til først, medmindre det haster.',
        ],
      },
      {
        heading: 'Opsigelse',
        blocks: [
          'Du kan til enhver tid slette din konto på kontosiden. Så slettes kontoen, siderne, gæsternes svar og billederne med det samme. Betalt tid betales ikke tilbage, når du selv sletter kontoen, undtagen efter fortrydelsesretten ovenfor.',
        ],
      },
      {
        heading: 'Ændringer og tvister',
        blocks: [
          'Ændrer vi vilkårene på en måde, der har betydning for dig, sender vi dig en e-mail mindst 30 dage før. Det, du allerede har betalt for, følger de vilkår, der gjaldt, da du betalte.',
          'Svensk ret gælder; som forbruger beholder du beskyttelsen i loven i det land, du bor i. Kan vi ikke blive enige, kan du klage til Nævnenes Hus (naevneneshus.dk) eller bruge EU’s platform for onlinetvistbilæggelse (ec.europa.eu/consumers/odr).',
        ],
      },
      {
        heading: 'Kontakt',
        blocks: [
          [
            'Spørgsmål om vilkårene, fortrydelse eller reklamation: ',
            { href: `mailto:${seller.mail}`, text: seller.mail },
            '.',
          ],
        ],
      },
    ],
  }),
}
