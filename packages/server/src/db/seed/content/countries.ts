import type { Translated } from '../catalogTypes'

/** The group's countries, as an address's last line names them. */
type Country = 'HR' | 'SI' | 'IT'

export const countries: Record<Country, Translated> = {
  HR: {
    en: 'Croatia',
    de: 'Kroatien',
    it: 'Croazia',
    hr: 'Hrvatska',
    sl: 'Hrvaška',
  },
  SI: {
    en: 'Slovenia',
    de: 'Slowenien',
    it: 'Slovenia',
    hr: 'Slovenija',
    sl: 'Slovenija',
  },
  IT: {
    en: 'Italy',
    de: 'Italien',
    it: 'Italia',
    hr: 'Italija',
    sl: 'Italija',
  },
}
