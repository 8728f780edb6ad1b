import type { GuestForm, ReservationHolder } from '@resort/core/validation'
import { foldForSearch } from '../../../booking/bookingSearchText'
import { stableFraction } from '../nightlyPrice'
import type { ReviewerCountry, SeedReviewer } from './reviewTypes'

interface Home {
  /** The calling code and a mobile network's prefix. */
  phone: string
  /** Digits after the prefix. */
  digits: number
  streets: string[]
  /** '12 High Street' rather than 'High Street 12'. */
  numberFirst?: boolean
}

const HOMES: Record<ReviewerCountry, Home> = {
  DE: {
    phone: '+49 151',
    digits: 8,
    streets: ['Lindenstraße', 'Bahnhofstraße', 'Schillerstraße', 'Gartenweg'],
  },
  AT: {
    phone: '+43 664',
    digits: 7,
    streets: ['Hauptplatz', 'Mozartgasse', 'Kirchengasse', 'Feldweg'],
  },
  CH: { phone: '+41 79', digits: 7, streets: ['Seestrasse', 'Dorfstrasse'] },
  IT: {
    phone: '+39 347',
    digits: 7,
    streets: ['Via Roma', 'Via Garibaldi', 'Corso Italia', 'Via Mazzini'],
  },
  HR: {
    phone: '+385 91',
    digits: 7,
    streets: ['Vukovarska ulica', 'Ulica Ivana Gundulića', 'Zagrebačka cesta'],
  },
  SI: {
    phone: '+386 41',
    digits: 6,
    streets: ['Trubarjeva ulica', 'Prešernova cesta', 'Cankarjeva ulica'],
  },
  // 07700 900xxx: the numbers Ofcom keeps for fiction.
  GB: {
    phone: '+44 7700 900',
    digits: 3,
    streets: ['High Street', 'Church Lane', 'Station Road', 'Mill Lane'],
    numberFirst: true,
  },
  IE: {
    phone: '+353 87',
    digits: 7,
    streets: ['Main Street', 'Church Road'],
    numberFirst: true,
  },
  NL: { phone: '+31 6', digits: 8, streets: ['Kerkstraat', 'Dorpsstraat'] },
}

/** A stable whole number in [0, below) for a text. */
const pick = (text: string, below: number) =>
  Math.floor(stableFraction(text) * below)

/**
 * What a reviewer gave when they booked: the holder, the guest form (without the e-mail, which
 * the booking keeps in its own column) and an address at example.com, which reaches nobody.
 */
export function reviewerDetails([
  title,
  firstName,
  lastName,
  country,
  city,
  zipCode,
]: SeedReviewer) {
  const home = HOMES[country]
  const key = `${firstName} ${lastName}`
  const street = home.streets[pick(`${key}:street`, home.streets.length)]
  const number = 1 + pick(`${key}:number`, 80)
  const digits = String(pick(`${key}:phone`, 10 ** home.digits)).padStart(
    home.digits,
    '0',
  )
  const holder: ReservationHolder = {
    title,
    gender: title === 'Mr' ? 'Male' : 'Female',
    firstName,
    lastName,
  }
  const guest: Omit<GuestForm, 'email'> = {
    firstName,
    lastName,
    country,
    city,
    zipCode,
    address: home.numberFirst ? `${number} ${street}` : `${street} ${number}`,
    phonenumber: `${home.phone} ${digits}`,
    arrivalDetails: '',
    otherComments: '',
    newsletter: false,
    sms: false,
  }
  const local = [firstName, lastName]
    .map((name) => foldForSearch(name).replace(/[^a-z]/g, ''))
    .join('.')
  return { holder, guest, email: `${local}@example.com` }
}
