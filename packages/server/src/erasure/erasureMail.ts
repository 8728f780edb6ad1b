import type { Language } from '@resort/core'
import { memberMail } from '../accounts/accountMails'
import type { UserRow } from '../accounts/users'
import type { MailMessage } from '../mail/mailer'

// Formal address, as in the account mails (whose greeting and closing this shares).
const ERASURE_MAIL_TEXTS: Record<Language, { subject: string; body: string }> =
  {
    en: {
      subject: 'Your account has been erased',
      body: 'As you asked, we have erased your account and your personal data: your profile, sign-in details, favourites, club membership and points, and newsletter subscription. Your bookings are kept without your name and contact details, only as the law requires for our accounting. This is the last mail we send to this address. If you did not ask for this, please contact us at once.',
    },
    de: {
      subject: 'Ihr Konto wurde gelöscht',
      body: 'Wie von Ihnen gewünscht, haben wir Ihr Konto und Ihre personenbezogenen Daten gelöscht: Ihr Profil, Ihre Anmeldedaten, Favoriten, Clubmitgliedschaft und Punkte sowie Ihr Newsletter-Abonnement. Ihre Buchungen bleiben ohne Ihren Namen und Ihre Kontaktdaten erhalten, nur soweit das Gesetz es für unsere Buchhaltung verlangt. Dies ist die letzte E-Mail, die wir an diese Adresse senden. Falls Sie das nicht veranlasst haben, kontaktieren Sie uns bitte sofort.',
    },
    it: {
      subject: 'Il Suo account è stato cancellato',
      body: 'Come da Sua richiesta, abbiamo cancellato il Suo account e i Suoi dati personali: profilo, dati di accesso, preferiti, iscrizione al club e punti, e iscrizione alla newsletter. Le Sue prenotazioni restano senza il Suo nome e i Suoi recapiti, solo come la legge richiede per la nostra contabilità. Questa è l’ultima e-mail che inviamo a questo indirizzo. Se non è stato Lei a chiederlo, ci contatti subito.',
    },
    hr: {
      subject: 'Vaš je račun izbrisan',
      body: 'Prema Vašem zahtjevu izbrisali smo Vaš račun i Vaše osobne podatke: profil, podatke za prijavu, favorite, članstvo u klubu i bodove te pretplatu na newsletter. Vaše rezervacije ostaju bez Vašeg imena i kontakt podataka, samo koliko zakon zahtijeva za naše računovodstvo. Ovo je posljednja poruka koju šaljemo na ovu adresu. Ako to niste zatražili Vi, odmah nam se javite.',
    },
    sl: {
      subject: 'Vaš račun je izbrisan',
      body: 'Kot ste želeli, smo izbrisali vaš račun in vaše osebne podatke: profil, podatke za prijavo, priljubljene, članstvo v klubu in točke ter naročnino na novice. Vaše rezervacije ostanejo brez vašega imena in kontaktnih podatkov, le kolikor zakon zahteva za naše računovodstvo. To je zadnje sporočilo, ki ga pošljemo na ta naslov. Če tega niste zahtevali vi, se nam takoj oglasite.',
    },
  }

/** The notice that the member's account was erased, in their language. */
export const erasureMail = (user: UserRow): MailMessage =>
  memberMail(user, 'account_erasure', ERASURE_MAIL_TEXTS)
