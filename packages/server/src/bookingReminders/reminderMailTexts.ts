import type { Language } from '@resort/core'

// A booking reminder's words (issue 35, decision 047), formal address as the booking mails.

export interface ReminderMailTexts {
  subject: (property: string) => string
  greeting: string
  intro: string
  property: string
  arrival: string
  departure: string
  adults: string
  children: string
  finish: string
  changed: string
  why: string
  stop: string
  closing: string
}

export const REMINDER_MAIL_TEXTS: Record<Language, ReminderMailTexts> = {
  en: {
    subject: (property) => `Your stay at ${property} is still waiting`,
    greeting: 'Hello,',
    intro:
      'You began booking a stay with us and did not finish. Here it is, should you like to book it:',
    property: 'Where',
    arrival: 'Arrival',
    departure: 'Departure',
    adults: 'Adults',
    children: 'Children',
    finish: 'Finish your booking',
    changed:
      'Prices and availability may have changed since; the booking page shows them as they are now.',
    why: 'You asked for this reminder on the payment step. It is the only one we send about this stay.',
    stop: 'No more booking reminders',
    closing: 'Kind regards,\nAdria Alpe Resorts',
  },
  de: {
    subject: (property) =>
      `Ihre Buchung bei ${property} ist noch nicht abgeschlossen`,
    greeting: 'Guten Tag,',
    intro:
      'Sie haben begonnen, einen Aufenthalt bei uns zu buchen, die Buchung aber nicht abgeschlossen. Hier ist er, falls Sie ihn buchen möchten:',
    property: 'Unterkunft',
    arrival: 'Anreise',
    departure: 'Abreise',
    adults: 'Erwachsene',
    children: 'Kinder',
    finish: 'Buchung abschließen',
    changed:
      'Preise und Verfügbarkeit können sich seither geändert haben; die Buchungsseite zeigt sie aktuell.',
    why: 'Sie haben diese Erinnerung im Zahlungsschritt gewünscht. Es ist die einzige, die wir zu diesem Aufenthalt senden.',
    stop: 'Keine Buchungserinnerungen mehr',
    closing: 'Mit freundlichen Grüßen\nAdria Alpe Resorts',
  },
  it: {
    subject: (property) =>
      `La Sua prenotazione presso ${property} non è ancora conclusa`,
    greeting: 'Gentile ospite,',
    intro:
      'Aveva iniziato a prenotare un soggiorno da noi senza concludere. Eccolo, nel caso desideri prenotarlo:',
    property: 'Struttura',
    arrival: 'Arrivo',
    departure: 'Partenza',
    adults: 'Adulti',
    children: 'Bambini',
    finish: 'Concluda la prenotazione',
    changed:
      'Prezzi e disponibilità potrebbero essere cambiati nel frattempo; la pagina di prenotazione li mostra aggiornati.',
    why: 'Ha chiesto questo promemoria nel passaggio di pagamento. È l’unico che inviamo per questo soggiorno.',
    stop: 'Nessun altro promemoria di prenotazione',
    closing: 'Cordiali saluti,\nAdria Alpe Resorts',
  },
  hr: {
    subject: (property) =>
      `Vaša rezervacija u objektu ${property} još nije dovršena`,
    greeting: 'Poštovani,',
    intro:
      'Započeli ste rezervaciju boravka kod nas, ali je niste dovršili. Evo je, ako je želite rezervirati:',
    property: 'Smještaj',
    arrival: 'Dolazak',
    departure: 'Odlazak',
    adults: 'Odrasli',
    children: 'Djeca',
    finish: 'Dovršite rezervaciju',
    changed:
      'Cijene i raspoloživost u međuvremenu su se možda promijenile; stranica za rezervaciju prikazuje ih ažurno.',
    why: 'Ovaj ste podsjetnik zatražili u koraku plaćanja. To je jedini koji šaljemo za ovaj boravak.',
    stop: 'Bez daljnjih podsjetnika na rezervacije',
    closing: 'Srdačan pozdrav,\nAdria Alpe Resorts',
  },
  sl: {
    subject: (property) =>
      `Vaša rezervacija v nastanitvi ${property} še ni zaključena`,
    greeting: 'Pozdravljeni,',
    intro:
      'Začeli ste rezervirati bivanje pri nas, a rezervacije niste zaključili. Tukaj je, če ga želite rezervirati:',
    property: 'Nastanitev',
    arrival: 'Prihod',
    departure: 'Odhod',
    adults: 'Odrasli',
    children: 'Otroci',
    finish: 'Zaključite rezervacijo',
    changed:
      'Cene in razpoložljivost so se medtem morda spremenile; stran za rezervacijo jih prikaže posodobljene.',
    why: 'Ta opomnik ste zahtevali v koraku plačila. Je edini, ki ga pošljemo za to bivanje.',
    stop: 'Brez nadaljnjih opomnikov za rezervacije',
    closing: 'Lep pozdrav,\nAdria Alpe Resorts',
  },
}
