// The values of index.d.ts (which says what each is for); tsc checks them against its types.

/** @type {typeof import('./index.js').guest} */
export const guest = {
  firstName: 'Ana',
  lastName: 'Horvat',
  country: 'HR',
  city: 'Zagreb',
  zipCode: '10000',
  address: 'Ilica 1',
  email: 'ana.horvat@example.com',
  phonenumber: '+385911234567',
  newsletter: false,
  sms: false,
}

/** @type {typeof import('./index.js').reservationHolder} */
export const reservationHolder = {
  title: 'Mrs',
  gender: 'Female',
  firstName: guest.firstName,
  lastName: guest.lastName,
}

/** @type {typeof import('./index.js').member} */
export const member = {
  email: guest.email,
  password: 'Lavender fields above Opatija 1987',
  firstName: guest.firstName,
  lastName: guest.lastName,
}

const year = new Date().getUTCFullYear()
const cardholderName = `${guest.firstName} ${guest.lastName}`

/** @type {typeof import('./index.js').testCards} */
export const testCards = {
  // Spaced as a guest types it; the others as bare digits. The server takes both.
  visa: {
    cardholderName,
    cardNumber: '4111 1111 1111 1111',
    expiryMonth: '12',
    expiryYear: String(year + 3),
    securityCode: '846',
  },
  mastercard: {
    cardholderName,
    cardNumber: '5555555555554444',
    expiryMonth: '08',
    expiryYear: String(year + 2),
    securityCode: '395',
  },
  amex: {
    cardholderName,
    cardNumber: '378282246310005',
    expiryMonth: '05',
    expiryYear: String(year + 4),
    securityCode: '7391',
  },
  declined: {
    cardholderName,
    cardNumber: '4000 0000 0000 0002',
    expiryMonth: '11',
    expiryYear: String(year + 2),
    securityCode: '123',
  },
  insufficientFunds: {
    cardholderName,
    cardNumber: '4000 0000 0000 9995',
    expiryMonth: '11',
    expiryYear: String(year + 2),
    securityCode: '123',
  },
  declinesLater: {
    cardholderName,
    cardNumber: '4000 0000 0000 0341',
    expiryMonth: '11',
    expiryYear: String(year + 2),
    securityCode: '123',
  },
  authentication: {
    cardholderName,
    cardNumber: '4000 0025 0000 3155',
    expiryMonth: '11',
    expiryYear: String(year + 2),
    securityCode: '123',
  },
}

/** @type {typeof import('./index.js').daysFromToday} */
export function daysFromToday(days, now = new Date()) {
  const date = new Date(now)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}
