import type { Language } from '@resort/core'

/** What the site's card page says (decision 040), in the guest's language. */
export interface CardPageTexts {
  title: string
  guarantee: string
  due: (amount: string) => string
  submit: string
  sending: string
  done: string
  generic: string
  secure: string
  notAllowed: string
  notFound: string
}

export const CARD_PAGE_TEXTS: Record<Language, CardPageTexts> = {
  en: {
    title: 'Card details',
    guarantee: 'Your card guarantees the booking; nothing is charged now.',
    due: (amount) => `Due now: ${amount}.`,
    submit: 'Confirm card',
    sending: 'Checking your card with your bank…',
    done: 'Your card is confirmed.',
    generic:
      'The card could not be confirmed. Please try again or use another card.',
    secure:
      'Your card goes to our payment provider Stripe only; we never see its number.',
    notAllowed: "This page opens only from the resort's booking pages.",
    notFound: 'This card step has ended. Please go back and start it again.',
  },
  de: {
    title: 'Kartendaten',
    guarantee:
      'Ihre Karte garantiert die Buchung; jetzt wird nichts abgebucht.',
    due: (amount) => `Jetzt fällig: ${amount}.`,
    submit: 'Karte bestätigen',
    sending: 'Ihre Karte wird bei Ihrer Bank geprüft …',
    done: 'Ihre Karte ist bestätigt.',
    generic:
      'Die Karte konnte nicht bestätigt werden. Bitte versuchen Sie es erneut oder verwenden Sie eine andere Karte.',
    secure:
      'Ihre Karte geht nur an unseren Zahlungsdienstleister Stripe; ihre Nummer sehen wir nie.',
    notAllowed:
      'Diese Seite öffnet sich nur aus den Buchungsseiten des Resorts.',
    notFound:
      'Dieser Kartenschritt ist beendet. Bitte gehen Sie zurück und beginnen Sie ihn erneut.',
  },
  it: {
    title: 'Dati della carta',
    guarantee:
      'La carta garantisce la prenotazione; ora non viene addebitato nulla.',
    due: (amount) => `Da pagare ora: ${amount}.`,
    submit: 'Conferma la carta',
    sending: 'Verifica della carta con la Sua banca…',
    done: 'La carta è confermata.',
    generic:
      'Non è stato possibile confermare la carta. Riprovi o usi un’altra carta.',
    secure:
      'La carta arriva solo al nostro fornitore di pagamenti Stripe; noi non ne vediamo mai il numero.',
    notAllowed:
      'Questa pagina si apre solo dalle pagine di prenotazione del resort.',
    notFound:
      'Questo passaggio della carta è terminato. Torni indietro e lo ricominci.',
  },
  hr: {
    title: 'Podaci o kartici',
    guarantee: 'Kartica jamči rezervaciju; sada se ništa ne naplaćuje.',
    due: (amount) => `Sada dospijeva: ${amount}.`,
    submit: 'Potvrdi karticu',
    sending: 'Kartica se provjerava kod Vaše banke…',
    done: 'Vaša je kartica potvrđena.',
    generic:
      'Karticu nije bilo moguće potvrditi. Pokušajte ponovno ili upotrijebite drugu karticu.',
    secure:
      'Vaša kartica ide samo našem pružatelju plaćanja Stripeu; njezin broj nikada ne vidimo.',
    notAllowed:
      'Ova se stranica otvara samo sa stranica za rezervaciju resorta.',
    notFound:
      'Ovaj je korak s karticom završen. Vratite se i započnite ga ponovno.',
  },
  sl: {
    title: 'Podatki o kartici',
    guarantee: 'Kartica jamči rezervacijo; zdaj ne bremenimo ničesar.',
    due: (amount) => `Zdaj zapade: ${amount}.`,
    submit: 'Potrdi kartico',
    sending: 'Kartico preverjamo pri vaši banki …',
    done: 'Vaša kartica je potrjena.',
    generic:
      'Kartice ni bilo mogoče potrditi. Poskusite znova ali uporabite drugo kartico.',
    secure:
      'Vaša kartica gre le k našemu ponudniku plačil Stripe; njene številke nikoli ne vidimo.',
    notAllowed: 'Ta stran se odpre le s strani za rezervacijo resorta.',
    notFound: 'Ta korak s kartico je končan. Vrnite se in ga začnite znova.',
  },
}
