import type { Language } from '@resort/core'

interface NewsletterMailTexts {
  greeting: string
  confirm: {
    subject: string
    /** Before the link; {days} is the link's lifetime. */
    body: string
    /** Before the consent text, which is quoted word for word. */
    consent: string
    /** After it: what happens without a confirmation. */
    ignore: string
  }
  alreadySubscribed: { subject: string; body: string }
  /** The line of the unsubscribe link, which follows it. */
  unsubscribe: string
  closing: string
}

// Formal address, as in the booking and account mails. The subscriber's name is not known.
export const NEWSLETTER_MAIL_TEXTS: Record<Language, NewsletterMailTexts> = {
  en: {
    greeting: 'Hello,',
    confirm: {
      subject: 'Please confirm your newsletter subscription',
      body: 'Thank you for your interest in our newsletter. Please confirm within {days} days with this link that you would like to receive it:',
      consent: 'By confirming, you agree to the following:',
      ignore:
        'If you did not ask for our newsletter, please ignore this mail: without your confirmation you will receive none.',
    },
    alreadySubscribed: {
      subject: 'You already receive our newsletter',
      body: 'Someone, perhaps you, asked for our newsletter for this address. It already receives it, so nothing has changed. If you no longer wish to receive it, you can unsubscribe with the link below.',
    },
    unsubscribe: 'To unsubscribe:',
    closing: 'Adria Alpe Resorts',
  },
  de: {
    greeting: 'Guten Tag,',
    confirm: {
      subject: 'Bitte bestätigen Sie Ihr Newsletter-Abonnement',
      body: 'vielen Dank für Ihr Interesse an unserem Newsletter. Bitte bestätigen Sie innerhalb von {days} Tagen über diesen Link, dass Sie ihn erhalten möchten:',
      consent: 'Mit Ihrer Bestätigung willigen Sie in Folgendes ein:',
      ignore:
        'Wenn Sie unseren Newsletter nicht angefordert haben, ignorieren Sie bitte diese E-Mail: Ohne Ihre Bestätigung erhalten Sie keinen Newsletter.',
    },
    alreadySubscribed: {
      subject: 'Sie erhalten unseren Newsletter bereits',
      body: 'jemand, vielleicht Sie selbst, hat unseren Newsletter für diese Adresse angefordert. Sie erhalten ihn bereits, es hat sich also nichts geändert. Wenn Sie ihn nicht mehr erhalten möchten, können Sie sich über den Link unten abmelden.',
    },
    unsubscribe: 'Zum Abmelden:',
    closing: 'Adria Alpe Resorts',
  },
  it: {
    greeting: 'Gentile cliente,',
    confirm: {
      subject: 'Confermi la Sua iscrizione alla newsletter',
      body: 'La ringraziamo per l’interesse per la nostra newsletter. Confermi entro {days} giorni, con questo link, che desidera riceverla:',
      consent: 'Confermando, Lei acconsente a quanto segue:',
      ignore:
        'Se non ha richiesto la nostra newsletter, ignori questa e-mail: senza la Sua conferma non riceverà alcuna newsletter.',
    },
    alreadySubscribed: {
      subject: 'Riceve già la nostra newsletter',
      body: 'qualcuno, forse Lei, ha richiesto la nostra newsletter per questo indirizzo. La riceve già, quindi non è cambiato nulla. Se non desidera più riceverla, può annullare l’iscrizione con il link qui sotto.',
    },
    unsubscribe: 'Per annullare l’iscrizione:',
    closing: 'Adria Alpe Resorts',
  },
  hr: {
    greeting: 'Poštovani,',
    confirm: {
      subject: 'Potvrdite prijavu na newsletter',
      body: 'zahvaljujemo na Vašem interesu za naš newsletter. Molimo Vas da u roku od {days} dana putem ove poveznice potvrdite da ga želite primati:',
      consent: 'Potvrdom pristajete na sljedeće:',
      ignore:
        'Ako niste zatražili naš newsletter, zanemarite ovu poruku: bez Vaše potvrde nećete ga primati.',
    },
    alreadySubscribed: {
      subject: 'Već primate naš newsletter',
      body: 'netko, možda Vi, zatražio je naš newsletter za ovu adresu. Već ga primate, stoga se ništa nije promijenilo. Ako ga više ne želite primati, možete se odjaviti putem poveznice u nastavku.',
    },
    unsubscribe: 'Za odjavu:',
    closing: 'Adria Alpe Resorts',
  },
  sl: {
    greeting: 'Spoštovani,',
    confirm: {
      subject: 'Potrdite prijavo na e-novice',
      body: 'zahvaljujemo se vam za zanimanje za naše e-novice. Prosimo, da v {days} dneh prek te povezave potrdite, da jih želite prejemati:',
      consent: 'S potrditvijo soglašate z naslednjim:',
      ignore:
        'Če naših e-novic niste naročili, to sporočilo prezrite: brez vaše potrditve jih ne boste prejemali.',
    },
    alreadySubscribed: {
      subject: 'Naše e-novice že prejemate',
      body: 'nekdo, morda vi, je za ta naslov naročil naše e-novice. Že jih prejemate, zato se ni nič spremenilo. Če jih ne želite več prejemati, se lahko odjavite s spodnjo povezavo.',
    },
    unsubscribe: 'Za odjavo:',
    closing: 'Adria Alpe Resorts',
  },
}
