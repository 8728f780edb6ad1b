import type { Language } from '@resort/core'

/** The mails of member accounts; a link goes on a line of its own after `body`. */
export type AccountMailKind =
  | 'confirm_registration'
  | 'already_registered'
  | 'reset_password'
  | 'confirm_new_email'
  | 'new_email_taken'
  | 'email_changed'
  | 'password_changed'

interface MailText {
  subject: string
  body: string
}

interface AccountMailTexts {
  greeting: (name: string) => string
  mails: Record<AccountMailKind, MailText>
  closing: string
}

// Formal address, as in the booking mails. {email} is replaced by an address where it appears.
export const ACCOUNT_MAIL_TEXTS: Record<Language, AccountMailTexts> = {
  en: {
    greeting: (name) => `Dear ${name},`,
    mails: {
      confirm_registration: {
        subject: 'Confirm your e-mail address',
        body: 'Thank you for registering. Please confirm your e-mail address within 48 hours with this link:',
      },
      already_registered: {
        subject: 'Your account already exists',
        body: 'Someone, perhaps you, tried to register with this e-mail address. You already have an account: sign in, or set a new password if you have forgotten it. If it was not you, you need do nothing.',
      },
      reset_password: {
        subject: 'Set a new password',
        body: 'You asked to set a new password. This link works once, for one hour. If you did not ask, ignore this mail: your password stays as it is.',
      },
      confirm_new_email: {
        subject: 'Confirm your new e-mail address',
        body: 'You asked to use this address for your account. Please confirm it within 24 hours with this link:',
      },
      new_email_taken: {
        subject: 'This e-mail address already has an account',
        body: 'Someone asked to move another account to this e-mail address, but it already belongs to an account. Nothing was changed. If this was you, sign in with this address instead.',
      },
      email_changed: {
        subject: 'Your e-mail address was changed',
        body: 'The e-mail address of your account was changed to {email}. From now on, mail goes there. If you did not do this, please contact us at once.',
      },
      password_changed: {
        subject: 'Your password was changed',
        body: 'The password of your account was changed and every other session was signed out. If you did not do this, set a new password at once with “Forgot password” and contact us.',
      },
    },
    closing: 'Adria Alpe Resorts',
  },
  de: {
    greeting: (name) => `Guten Tag ${name},`,
    mails: {
      confirm_registration: {
        subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
        body: 'vielen Dank für Ihre Registrierung. Bitte bestätigen Sie Ihre E-Mail-Adresse innerhalb von 48 Stunden über diesen Link:',
      },
      already_registered: {
        subject: 'Ihr Konto besteht bereits',
        body: 'jemand, vielleicht Sie selbst, wollte sich mit dieser E-Mail-Adresse registrieren. Sie haben bereits ein Konto: Melden Sie sich an oder legen Sie ein neues Passwort fest, falls Sie es vergessen haben. Wenn Sie es nicht waren, müssen Sie nichts tun.',
      },
      reset_password: {
        subject: 'Neues Passwort festlegen',
        body: 'Sie möchten ein neues Passwort festlegen. Dieser Link funktioniert einmal und eine Stunde lang. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
      },
      confirm_new_email: {
        subject: 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse',
        body: 'Sie möchten diese Adresse für Ihr Konto verwenden. Bitte bestätigen Sie sie innerhalb von 24 Stunden über diesen Link:',
      },
      new_email_taken: {
        subject: 'Zu dieser E-Mail-Adresse gibt es bereits ein Konto',
        body: 'jemand wollte ein anderes Konto auf diese E-Mail-Adresse umstellen, sie gehört aber bereits zu einem Konto. Es wurde nichts geändert. Wenn Sie das waren, melden Sie sich stattdessen mit dieser Adresse an.',
      },
      email_changed: {
        subject: 'Ihre E-Mail-Adresse wurde geändert',
        body: 'die E-Mail-Adresse Ihres Kontos wurde in {email} geändert. E-Mails gehen ab jetzt dorthin. Wenn Sie das nicht waren, wenden Sie sich bitte sofort an uns.',
      },
      password_changed: {
        subject: 'Ihr Passwort wurde geändert',
        body: 'das Passwort Ihres Kontos wurde geändert, und alle anderen Sitzungen wurden abgemeldet. Wenn Sie das nicht waren, legen Sie sofort über „Passwort vergessen“ ein neues Passwort fest und wenden Sie sich an uns.',
      },
    },
    closing: 'Ihr Team von Adria Alpe Resorts',
  },
  it: {
    greeting: (name) => `Gentile ${name},`,
    mails: {
      confirm_registration: {
        subject: 'Confermi il Suo indirizzo e-mail',
        body: 'grazie per la registrazione. La preghiamo di confermare il Suo indirizzo e-mail entro 48 ore con questo link:',
      },
      already_registered: {
        subject: 'Il Suo account esiste già',
        body: 'qualcuno, forse Lei stesso, ha provato a registrarsi con questo indirizzo e-mail. Lei ha già un account: acceda, oppure imposti una nuova password se l’ha dimenticata. Se non è stato Lei, non deve fare nulla.',
      },
      reset_password: {
        subject: 'Imposti una nuova password',
        body: 'ha chiesto di impostare una nuova password. Questo link funziona una sola volta, per un’ora. Se non l’ha chiesto Lei, ignori questa e-mail: la Sua password resta invariata.',
      },
      confirm_new_email: {
        subject: 'Confermi il Suo nuovo indirizzo e-mail',
        body: 'ha chiesto di usare questo indirizzo per il Suo account. La preghiamo di confermarlo entro 24 ore con questo link:',
      },
      new_email_taken: {
        subject: 'Questo indirizzo e-mail ha già un account',
        body: 'qualcuno ha chiesto di spostare un altro account su questo indirizzo e-mail, che però appartiene già a un account. Non è stato modificato nulla. Se è stato Lei, acceda invece con questo indirizzo.',
      },
      email_changed: {
        subject: 'Il Suo indirizzo e-mail è stato modificato',
        body: 'l’indirizzo e-mail del Suo account è stato cambiato in {email}. D’ora in poi le e-mail arriveranno lì. Se non è stato Lei, ci contatti subito.',
      },
      password_changed: {
        subject: 'La Sua password è stata modificata',
        body: 'la password del Suo account è stata modificata e tutte le altre sessioni sono state chiuse. Se non è stato Lei, imposti subito una nuova password con “Password dimenticata” e ci contatti.',
      },
    },
    closing: 'Adria Alpe Resorts',
  },
  hr: {
    greeting: (name) => `Poštovani/Poštovana ${name},`,
    mails: {
      confirm_registration: {
        subject: 'Potvrdite svoju adresu e-pošte',
        body: 'zahvaljujemo na registraciji. Molimo Vas da u roku od 48 sati potvrdite svoju adresu e-pošte putem ove poveznice:',
      },
      already_registered: {
        subject: 'Vaš račun već postoji',
        body: 'netko, možda Vi, pokušao se registrirati s ovom adresom e-pošte. Već imate račun: prijavite se ili postavite novu lozinku ako ste je zaboravili. Ako to niste bili Vi, ne morate ništa poduzeti.',
      },
      reset_password: {
        subject: 'Postavite novu lozinku',
        body: 'zatražili ste postavljanje nove lozinke. Ova poveznica vrijedi jednom, sat vremena. Ako to niste zatražili, zanemarite ovu poruku: Vaša lozinka ostaje ista.',
      },
      confirm_new_email: {
        subject: 'Potvrdite svoju novu adresu e-pošte',
        body: 'zatražili ste korištenje ove adrese za svoj račun. Molimo Vas da je u roku od 24 sata potvrdite putem ove poveznice:',
      },
      new_email_taken: {
        subject: 'Za ovu adresu e-pošte već postoji račun',
        body: 'netko je zatražio premještanje drugog računa na ovu adresu e-pošte, ali ona već pripada jednom računu. Ništa nije promijenjeno. Ako ste to bili Vi, prijavite se umjesto toga s ovom adresom.',
      },
      email_changed: {
        subject: 'Vaša adresa e-pošte je promijenjena',
        body: 'adresa e-pošte Vašeg računa promijenjena je u {email}. Poruke od sada stižu onamo. Ako to niste bili Vi, odmah nam se obratite.',
      },
      password_changed: {
        subject: 'Vaša lozinka je promijenjena',
        body: 'lozinka Vašeg računa je promijenjena, a sve ostale sesije su odjavljene. Ako to niste bili Vi, odmah postavite novu lozinku putem „Zaboravljena lozinka” i obratite nam se.',
      },
    },
    closing: 'Adria Alpe Resorts',
  },
  sl: {
    greeting: (name) => `Spoštovani/Spoštovana ${name},`,
    mails: {
      confirm_registration: {
        subject: 'Potrdite svoj e-poštni naslov',
        body: 'hvala za registracijo. Prosimo, da v 48 urah potrdite svoj e-poštni naslov s to povezavo:',
      },
      already_registered: {
        subject: 'Vaš račun že obstaja',
        body: 'nekdo, morda vi, se je poskušal registrirati s tem e-poštnim naslovom. Račun že imate: prijavite se ali nastavite novo geslo, če ste ga pozabili. Če to niste bili vi, vam ni treba storiti ničesar.',
      },
      reset_password: {
        subject: 'Nastavite novo geslo',
        body: 'zahtevali ste nastavitev novega gesla. Ta povezava deluje enkrat, eno uro. Če tega niste zahtevali, to sporočilo prezrite: vaše geslo ostane nespremenjeno.',
      },
      confirm_new_email: {
        subject: 'Potrdite svoj novi e-poštni naslov',
        body: 'zahtevali ste uporabo tega naslova za svoj račun. Prosimo, da ga v 24 urah potrdite s to povezavo:',
      },
      new_email_taken: {
        subject: 'Za ta e-poštni naslov račun že obstaja',
        body: 'nekdo je zahteval prenos drugega računa na ta e-poštni naslov, vendar ta že pripada računu. Nič ni bilo spremenjeno. Če ste bili to vi, se namesto tega prijavite s tem naslovom.',
      },
      email_changed: {
        subject: 'Vaš e-poštni naslov je bil spremenjen',
        body: 'e-poštni naslov vašega računa je bil spremenjen v {email}. Sporočila odslej prejemate tja. Če tega niste storili vi, se takoj obrnite na nas.',
      },
      password_changed: {
        subject: 'Vaše geslo je bilo spremenjeno',
        body: 'geslo vašega računa je bilo spremenjeno, vse druge seje pa so bile odjavljene. Če tega niste storili vi, takoj nastavite novo geslo z možnostjo »Pozabljeno geslo« in se obrnite na nas.',
      },
    },
    closing: 'Adria Alpe Resorts',
  },
}
