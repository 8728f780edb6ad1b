// The member pages' slugs that the reservation (kept on sign-in and registration, SPEC 4) and the
// widget's member-price links need, apart from the route table that lists them, so that neither
// carries the whole table.

export const SIGN_IN_SLUGS = {
  en: 'sign-in',
  de: 'anmelden',
  it: 'accedi',
  hr: 'prijava',
  sl: 'prijava',
} as const

export const REGISTRATION_SLUGS = {
  en: 'registration',
  de: 'registrierung',
  it: 'registrazione',
  hr: 'registracija',
  sl: 'registracija',
} as const

export const LOYALTY_SLUGS = {
  en: 'loyalty',
  de: 'treueprogramm',
  it: 'programma-fedelta',
  hr: 'program-vjernosti',
  sl: 'program-zvestobe',
} as const

/** Whether a first segment is the sign-in or registration page's in some language. */
export const isAccountSlug = (segment: string): boolean =>
  [...Object.values(SIGN_IN_SLUGS), ...Object.values(REGISTRATION_SLUGS)].some(
    (slug) => slug === segment,
  )
