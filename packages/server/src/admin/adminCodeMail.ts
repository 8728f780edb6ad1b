import type { Language } from '@resort/core'
import { ADMIN_CODE_RULES } from '@resort/core/api'
import type { AccountMailDeps } from '../accounts/accountMailDeps'
import { memberMail } from '../accounts/accountMails'
import type { UserRow } from '../accounts/users'
import type { MailMessage } from '../mail/mailer'
import { newAdminCode } from './adminCodes'

// Staff work in all five languages; formal address, as in the other mails. {code}, {minutes}.
// The code stands in the body only: a subject shows in every list, the outbox's too (issue 30).
const TEXTS: Record<Language, { subject: string; body: string }> = {
  en: {
    subject: 'Your code for the admin area',
    body: 'To open the admin area, enter this code: {code}\n\nIt works for {minutes} minutes, once, in the browser where you asked for it. If you did not ask for it, someone may know your password: please change it now.',
  },
  de: {
    subject: 'Ihr Code für den Verwaltungsbereich',
    body: 'Um den Verwaltungsbereich zu öffnen, geben Sie diesen Code ein: {code}\n\nEr gilt {minutes} Minuten lang, einmal, in dem Browser, in dem Sie ihn angefordert haben. Wenn Sie ihn nicht angefordert haben, kennt womöglich jemand Ihr Passwort: Bitte ändern Sie es jetzt.',
  },
  it: {
    subject: 'Il Suo codice per l’area di amministrazione',
    body: 'Per aprire l’area di amministrazione, inserisca questo codice: {code}\n\nÈ valido per {minutes} minuti, una sola volta, nel browser in cui lo ha richiesto. Se non lo ha richiesto Lei, qualcuno potrebbe conoscere la Sua password: la cambi subito.',
  },
  hr: {
    subject: 'Vaš kod za administraciju',
    body: 'Za otvaranje administracije unesite ovaj kod: {code}\n\nVrijedi {minutes} minuta, jednom, u pregledniku u kojem ste ga zatražili. Ako ga niste zatražili, netko možda zna Vašu lozinku: molimo promijenite je odmah.',
  },
  sl: {
    subject: 'Vaša koda za skrbniški del',
    body: 'Za odprtje skrbniškega dela vnesite to kodo: {code}\n\nVelja {minutes} minut, enkrat, v brskalniku, v katerem ste jo zahtevali. Če je niste zahtevali, nekdo morda pozna Vaše geslo: prosimo, spremenite ga takoj.',
  },
}

/** The mail with an admin's one-time code, in the admin's language. */
const adminCodeMail = (user: UserRow, code: string): MailMessage =>
  memberMail(user, 'admin_code', TEXTS, (body) =>
    body
      .replaceAll('{code}', code)
      .replaceAll('{minutes}', String(ADMIN_CODE_RULES.validMinutes)),
  )

/**
 * Makes the session a new one-time code (adminCodes.ts) and mails it to the admin; the code itself
 * goes nowhere else. Answers when it expires.
 */
export async function mailAdminCode(
  deps: Pick<AccountMailDeps, 'db' | 'now' | 'mailer'>,
  user: UserRow,
  sessionId: string,
): Promise<Date> {
  const { code, expiresAt } = await newAdminCode(deps.db, sessionId, deps.now())
  await deps.mailer.send(adminCodeMail(user, code))
  return expiresAt
}
