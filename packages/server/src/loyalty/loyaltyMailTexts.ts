import type { Language } from '@resort/core'

/** The mails of the loyalty club; {points}, {name} and {date} are filled in. */
export type LoyaltyMailKind =
  'points_sent' | 'points_received' | 'points_expiring'

interface MailText {
  subject: string
  body: string
}

// Formal address, as in the account mails (whose greeting and closing these share).
export const LOYALTY_MAIL_TEXTS: Record<
  Language,
  Record<LoyaltyMailKind, MailText>
> = {
  en: {
    points_sent: {
      subject: 'You have sent {points} points',
      body: 'You have sent {points} points to {name}. You will find the transfer in the points history of your profile. If you did not send them, please change your password and contact us at once.',
    },
    points_received: {
      subject: 'You have received {points} points',
      body: '{name} has sent you {points} points. They are yours to use from now on, and you will find them in the points history of your profile.',
    },
    points_expiring: {
      subject: 'Your {points} points expire on {date}',
      body: 'Your {points} points expire on {date}, 24 months after your last stay or transfer. A stay with us, or a transfer of points, before then keeps all of them for another 24 months.',
    },
  },
  de: {
    points_sent: {
      subject: 'Sie haben {points} Punkte übertragen',
      body: 'Sie haben {points} Punkte an {name} übertragen. Die Übertragung finden Sie im Punkteverlauf Ihres Profils. Falls Sie das nicht waren, ändern Sie bitte sofort Ihr Passwort und kontaktieren Sie uns.',
    },
    points_received: {
      subject: 'Sie haben {points} Punkte erhalten',
      body: '{name} hat Ihnen {points} Punkte übertragen. Sie können sie ab sofort nutzen und finden sie im Punkteverlauf Ihres Profils.',
    },
    points_expiring: {
      subject: 'Ihre {points} Punkte verfallen am {date}',
      body: 'Ihre {points} Punkte verfallen am {date}, 24 Monate nach Ihrem letzten Aufenthalt oder Ihrer letzten Übertragung. Ein Aufenthalt bei uns oder eine Punkteübertragung vor diesem Tag erhält alle Punkte für weitere 24 Monate.',
    },
  },
  it: {
    points_sent: {
      subject: 'Ha trasferito {points} punti',
      body: 'Ha trasferito {points} punti a {name}. Trova il trasferimento nella cronologia dei punti del Suo profilo. Se non è stato Lei, cambi subito la password e ci contatti.',
    },
    points_received: {
      subject: 'Ha ricevuto {points} punti',
      body: '{name} Le ha trasferito {points} punti. Può usarli da subito e li trova nella cronologia dei punti del Suo profilo.',
    },
    points_expiring: {
      subject: 'I Suoi {points} punti scadono il {date}',
      body: 'I Suoi {points} punti scadono il {date}, 24 mesi dopo il Suo ultimo soggiorno o trasferimento. Un soggiorno da noi, o un trasferimento di punti, prima di quella data li conserva tutti per altri 24 mesi.',
    },
  },
  hr: {
    points_sent: {
      subject: 'Prenijeli ste {points} bodova',
      body: 'Prenijeli ste {points} bodova članu {name}. Prijenos ćete pronaći u povijesti bodova u svojem profilu. Ako to niste bili Vi, odmah promijenite lozinku i javite nam se.',
    },
    points_received: {
      subject: 'Primili ste {points} bodova',
      body: '{name} Vam je prenio/prenijela {points} bodova. Možete ih koristiti odmah, a pronaći ćete ih u povijesti bodova u svojem profilu.',
    },
    points_expiring: {
      subject: 'Vaših {points} bodova istječe {date}',
      body: 'Vaših {points} bodova istječe {date}, 24 mjeseca nakon Vašeg posljednjeg boravka ili prijenosa. Boravak kod nas ili prijenos bodova prije tog datuma čuva sve bodove još 24 mjeseca.',
    },
  },
  sl: {
    points_sent: {
      subject: 'Prenesli ste {points} točk',
      body: 'Prenesli ste {points} točk članu {name}. Prenos boste našli v zgodovini točk v svojem profilu. Če tega niste storili vi, takoj spremenite geslo in se obrnite na nas.',
    },
    points_received: {
      subject: 'Prejeli ste {points} točk',
      body: '{name} vam je prenesel/prenesla {points} točk. Uporabite jih lahko takoj, najdete pa jih v zgodovini točk v svojem profilu.',
    },
    points_expiring: {
      subject: 'Vaših {points} točk poteče {date}',
      body: 'Vaših {points} točk poteče {date}, 24 mesecev po vašem zadnjem bivanju ali prenosu. Bivanje pri nas ali prenos točk pred tem dnem ohrani vse točke še 24 mesecev.',
    },
  },
}
