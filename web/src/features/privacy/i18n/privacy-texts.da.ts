import type { PrivacyTexts } from './privacy-texts.ts';

export const privacyDa: PrivacyTexts = {
  intro:
    'Medlemsportalen gemmer det, din klub har brug for til dit medlemskab, dine bookinger og dine betalinger. Hver klub er ansvarlig for sine medlemmers data (dataansvarlig); klubbens kontaktperson besvarer dine spørgsmål.',
  kept: {
    heading: 'Hvad vi gemmer, hvorfor og hvor længe',
    caption: 'Hvad portalen gemmer om dig',
    what: 'Hvad',
    why: 'Hvorfor',
    howLong: 'Hvor længe',
    rows: [
      {
        what: 'Din profil: navn, e-mail, telefon, fødselsdato, køn, adresse og sprog',
        why: 'For at administrere dit medlemskab, sende kvitteringer og beskeder og kontrollere adressen før en kortbetaling',
        howLong: 'Indtil du sletter din konto',
      },
      {
        what: 'Dine børn og familielinks',
        why: 'Så du kan købe medlemskaber og booke arrangementer for din familie',
        howLong: 'Indtil du fjerner dem eller sletter din konto',
      },
      {
        what: 'Medlemskaber og betalinger: perioder, beløb og kortet, som kortindløseren har maskeret det',
        why: 'Bogføringsloven (§ 12) kræver, at klubber gemmer regnskabsmateriale',
        howLong:
          '{{years}} år efter udgangen af betalingens år; efter du har slettet din konto, under en anonym reference i stedet for dit navn',
      },
      {
        what: 'Bookinger og billetter til arrangementer',
        why: 'For at lukke dig ind ved døren og, for betalte arrangementer, som regnskabsmateriale',
        howLong:
          'Gratis bookinger indtil du sletter din konto; betalte som betalinger ({{years}} år)',
      },
      {
        what: 'Beskeder, kalender-abonnement og beskeder via Kontakt os',
        why: 'For at fortælle dig, hvad der sker, og besvare dine spørgsmål',
        howLong: 'Indtil du sletter dem eller din konto',
      },
      {
        what: 'Profilbilleder',
        why: 'For at vise din klub, hvem du er; gemt igen uden sted- og kameraoplysninger',
        howLong: 'Indtil du fjerner billedet eller sletter din konto',
      },
      {
        what: 'På din telefon eller computer: dine billetter og medlemskort, som du sidst så dem; efter et log ud uden netværk, dit logins ID-token',
        why: 'For at vise dine billetter og dit kort ved klubbens dør uden netværk; for også at afslutte dit login der ved næste log ind',
        howLong: 'Indtil du logger ud; ID-tokenet indtil næste log ind på den enhed',
      },
      {
        what: 'Sikkerhedslog: hvem der har handlet som dig (superadministratorer) og administratorers ændringer',
        why: 'For at holde portalen sikker og personalet ansvarligt',
        howLong:
          'Gemmes med portalen; når du sletter din konto, erstattes din e-mail i den af den anonyme reference',
      },
    ],
  },
  saved: {
    heading: 'Kort',
    body: 'Kortnumre når aldrig portalen: kortindløseren gemmer dem. Til automatisk fornyelse gemmer portalen kun indløserens reference til dit kort og det, du ser af det (for eksempel Visa •••• 1111).',
  },
  rights: {
    heading: 'Dine rettigheder',
    items: [
      'Se dine data og få en kopi i et format, andre programmer kan læse: “Hent mine data” under Min profil.',
      'Rette dine data: ret din profil når som helst.',
      'Få dine data slettet: “Slet min konto” under Min profil (betalinger gemmes anonymt efter bogføringsloven).',
      'Gøre indsigelse eller klage: skriv til din klubs kontaktperson, eller klag til Datatilsynet, datatilsynet.dk.',
    ],
    profileLink: 'Gå til Min profil',
  },
  contacts: {
    heading: 'Kontakt klubberne',
    caption: 'Klubberne i portalen og deres kontaktpersoner',
    club: 'Klub',
    address: 'Adresse',
    cvr: 'CVR',
    contact: 'Kontaktperson',
    noContact: 'Via Kontakt os i portalen',
    loadFailed: 'Klubberne kunne ikke hentes. Prøv igen.',
    contactUs: 'Når du er logget ind, kan du også skrive via Kontakt os.',
  },
  deleted: {
    heading: 'Din konto er slettet',
    body: 'Din profil, dine børns profiler, dine familielinks, beskeder og notifikationer er slettet, og du er logget ud. Betalinger gemmes uden dit navn i {{years}} år, som bogføringsloven kræver.',
    privacy: 'Hvad der gemmes, og hvorfor',
    register: 'Opret en ny konto',
  },
};
