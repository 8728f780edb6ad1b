import type { Language } from '../i18n/languages'

/**
 * What a subscriber agrees to, word for word, in each language: the sign-up form shows it and
 * the confirmation mail quotes it; the consent record keeps its version and a hash of the text
 * in the language shown (decision 020). A change of wording is a new version, never an edit.
 */
export const NEWSLETTER_CONSENT = {
  version: 'newsletter-consent-1',
  texts: {
    en: 'I would like to receive the Adria Alpe Resorts newsletter by e-mail, with offers and news about the hotels, villas and apartments. I can withdraw my consent at any time with the unsubscribe link in every newsletter.',
    de: 'Ich möchte den Newsletter von Adria Alpe Resorts per E-Mail erhalten, mit Angeboten und Neuigkeiten zu den Hotels, Villen und Apartments. Ich kann meine Einwilligung jederzeit über den Abmeldelink in jedem Newsletter widerrufen.',
    it: 'Desidero ricevere via e-mail la newsletter di Adria Alpe Resorts, con offerte e novità su hotel, ville e appartamenti. Posso revocare il mio consenso in qualsiasi momento con il link di disiscrizione presente in ogni newsletter.',
    hr: 'Želim primati newsletter Adria Alpe Resorts e-poštom, s ponudama i novostima o hotelima, vilama i apartmanima. Privolu mogu povući u bilo kojem trenutku putem poveznice za odjavu u svakom newsletteru.',
    sl: 'Želim prejemati e-novice Adria Alpe Resorts po e-pošti, s ponudbami in novicami o hotelih, vilah in apartmajih. Privolitev lahko kadar koli prekličem s povezavo za odjavo v vsakih e-novicah.',
  } satisfies Record<Language, string>,
} as const
