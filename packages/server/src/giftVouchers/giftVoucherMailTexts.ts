import type { Language } from '@resort/core'

// The gift voucher mails' words (issue 35), formal address as the booking mails.

export interface GiftVoucherMailTexts {
  subjectGift: (buyer: string) => string
  subjectReceipt: (recipient: string) => string
  greeting: (name: string) => string
  gift: (buyer: string) => string
  receipt: (recipient: string, to: string) => string
  printIt: string
  heading: string
  forName: string
  value: string
  code: string
  validUntil: string
  howTo: (site: string) => string
  balance: (link: string) => string
  closing: string
}

export const GIFT_VOUCHER_MAIL_TEXTS: Record<Language, GiftVoucherMailTexts> = {
  en: {
    subjectGift: (buyer) => `A gift voucher for you from ${buyer}`,
    subjectReceipt: (recipient) => `Your gift voucher for ${recipient}`,
    greeting: (name) => `Dear ${name},`,
    gift: (buyer) =>
      `${buyer} has given you a gift voucher for a stay at Adria Alpe Resorts.`,
    receipt: (recipient, to) =>
      `Thank you for your gift voucher for ${recipient}. We have sent it to ${to}.`,
    printIt: 'Thank you for your gift voucher. Here it is, to print and give.',
    heading: 'Gift voucher',
    forName: 'For',
    value: 'Value',
    code: 'Code',
    validUntil: 'Valid until',
    howTo: (site) =>
      `To use it, book at ${site} and enter the code on the payment step. It pays all or part of a stay; what is left stays on the voucher.`,
    balance: (link) => `See what is left on it: ${link}`,
    closing: 'Kind regards,\nAdria Alpe Resorts',
  },
  de: {
    subjectGift: (buyer) => `Ein Geschenkgutschein für Sie von ${buyer}`,
    subjectReceipt: (recipient) => `Ihr Geschenkgutschein für ${recipient}`,
    greeting: (name) => `Guten Tag ${name},`,
    gift: (buyer) =>
      `${buyer} schenkt Ihnen einen Gutschein für einen Aufenthalt bei Adria Alpe Resorts.`,
    receipt: (recipient, to) =>
      `vielen Dank für Ihren Geschenkgutschein für ${recipient}. Wir haben ihn an ${to} gesendet.`,
    printIt:
      'vielen Dank für Ihren Geschenkgutschein. Hier ist er zum Ausdrucken und Verschenken.',
    heading: 'Geschenkgutschein',
    forName: 'Für',
    value: 'Wert',
    code: 'Code',
    validUntil: 'Gültig bis',
    howTo: (site) =>
      `Buchen Sie auf ${site} und geben Sie den Code im Zahlungsschritt ein. Der Gutschein bezahlt einen Aufenthalt ganz oder teilweise; der Rest bleibt auf dem Gutschein.`,
    balance: (link) => `Restguthaben abfragen: ${link}`,
    closing: 'Mit freundlichen Grüßen\nAdria Alpe Resorts',
  },
  it: {
    subjectGift: (buyer) => `Un buono regalo per Lei da ${buyer}`,
    subjectReceipt: (recipient) => `Il Suo buono regalo per ${recipient}`,
    greeting: (name) => `Gentile ${name},`,
    gift: (buyer) =>
      `${buyer} Le ha regalato un buono per un soggiorno presso Adria Alpe Resorts.`,
    receipt: (recipient, to) =>
      `grazie per il Suo buono regalo per ${recipient}. Lo abbiamo inviato a ${to}.`,
    printIt: 'grazie per il Suo buono regalo. Eccolo, da stampare e regalare.',
    heading: 'Buono regalo',
    forName: 'Per',
    value: 'Valore',
    code: 'Codice',
    validUntil: 'Valido fino al',
    howTo: (site) =>
      `Per usarlo, prenoti su ${site} e inserisca il codice nel passaggio di pagamento. Paga in tutto o in parte un soggiorno; il resto rimane sul buono.`,
    balance: (link) => `Verifichi il credito residuo: ${link}`,
    closing: 'Cordiali saluti,\nAdria Alpe Resorts',
  },
  hr: {
    subjectGift: (buyer) => `Poklon-bon za Vas od ${buyer}`,
    subjectReceipt: (recipient) => `Vaš poklon-bon za ${recipient}`,
    greeting: (name) => `Poštovani/a ${name},`,
    gift: (buyer) =>
      `${buyer} poklonio/la Vam je bon za boravak u Adria Alpe Resorts.`,
    receipt: (recipient, to) =>
      `hvala na poklon-bonu za ${recipient}. Poslali smo ga na ${to}.`,
    printIt: 'hvala na poklon-bonu. Evo ga, za ispis i darivanje.',
    heading: 'Poklon-bon',
    forName: 'Za',
    value: 'Vrijednost',
    code: 'Kod',
    validUntil: 'Vrijedi do',
    howTo: (site) =>
      `Za korištenje rezervirajte na ${site} i unesite kod u koraku plaćanja. Bon plaća cijeli boravak ili njegov dio; ostatak ostaje na bonu.`,
    balance: (link) => `Provjerite preostali iznos: ${link}`,
    closing: 'Srdačan pozdrav,\nAdria Alpe Resorts',
  },
  sl: {
    subjectGift: (buyer) => `Darilni bon za vas od ${buyer}`,
    subjectReceipt: (recipient) => `Vaš darilni bon za ${recipient}`,
    greeting: (name) => `Spoštovani ${name},`,
    gift: (buyer) =>
      `${buyer} vam podarja bon za bivanje v Adria Alpe Resorts.`,
    receipt: (recipient, to) =>
      `hvala za darilni bon za ${recipient}. Poslali smo ga na ${to}.`,
    printIt: 'hvala za darilni bon. Tukaj je, za tiskanje in obdaritev.',
    heading: 'Darilni bon',
    forName: 'Za',
    value: 'Vrednost',
    code: 'Koda',
    validUntil: 'Velja do',
    howTo: (site) =>
      `Za uporabo rezervirajte na ${site} in vnesite kodo v koraku plačila. Bon plača celotno bivanje ali del; ostanek ostane na bonu.`,
    balance: (link) => `Preverite preostanek: ${link}`,
    closing: 'Lep pozdrav,\nAdria Alpe Resorts',
  },
}
