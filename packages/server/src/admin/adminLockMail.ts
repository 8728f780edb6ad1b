import type { Language } from '@resort/core'
import { ADMIN_CODE_BUDGET } from '@resort/core/api'
import { memberMail } from '../accounts/accountMails'
import type { UserRow } from '../accounts/users'
import type { MailMessage } from '../mail/mailer'

// Formal address, as in the other mails. No code and no link: a mail that cannot be misused.
// {wrong}, {days}.
const TEXTS: Record<Language, { subject: string; body: string }> = {
  en: {
    subject: 'Admin access for your account is locked',
    body: '{wrong} wrong codes for the admin area were entered with your account within {days} days, so we have locked its admin access. Someone may know your password: please change it now.\n\nTo have the admin access released, please contact the team that runs the booking server.',
  },
  de: {
    subject: 'Der Zugang Ihres Kontos zum Verwaltungsbereich ist gesperrt',
    body: 'Mit Ihrem Konto wurden innerhalb von {days} Tagen {wrong} falsche Codes für den Verwaltungsbereich eingegeben. Deshalb haben wir den Zugang Ihres Kontos zum Verwaltungsbereich gesperrt. Womöglich kennt jemand Ihr Passwort: Bitte ändern Sie es jetzt.\n\nDamit der Zugang wieder freigegeben wird, wenden Sie sich bitte an das Team, das den Buchungsserver betreibt.',
  },
  it: {
    subject: 'L’accesso del Suo account all’area di amministrazione è bloccato',
    body: 'Con il Suo account sono stati inseriti {wrong} codici errati per l’area di amministrazione in {days} giorni, perciò abbiamo bloccato l’accesso dell’account all’area di amministrazione. Qualcuno potrebbe conoscere la Sua password: la cambi subito.\n\nPer far sbloccare l’accesso, si rivolga al team che gestisce il server delle prenotazioni.',
  },
  hr: {
    subject: 'Pristup Vašeg računa administraciji je blokiran',
    body: 'S Vašim računom uneseno je {wrong} pogrešnih kodova za administraciju unutar {days} dana, pa smo tom računu blokirali pristup administraciji. Netko možda zna Vašu lozinku: molimo promijenite je odmah.\n\nZa ponovno otvaranje pristupa obratite se timu koji upravlja poslužiteljem za rezervacije.',
  },
  sl: {
    subject: 'Dostop Vašega računa do skrbniškega dela je zaklenjen',
    body: 'Z Vašim računom je bilo v {days} dneh vnesenih {wrong} napačnih kod za skrbniški del, zato smo temu računu zaklenili dostop do skrbniškega dela. Nekdo morda pozna Vaše geslo: prosimo, spremenite ga takoj.\n\nZa ponovno odklepanje dostopa se obrnite na ekipo, ki upravlja strežnik za rezervacije.',
  },
}

/** The mail telling an admin that their account's admin access was locked, in their language. */
export const adminLockMail = (user: UserRow): MailMessage =>
  memberMail(user, 'account_notice', TEXTS, (body) =>
    body
      .replaceAll('{wrong}', String(ADMIN_CODE_BUDGET.wrongPerWindow))
      .replaceAll('{days}', String(ADMIN_CODE_BUDGET.windowDays)),
  )
