/** The day of an ISO date-time in the page's language ("1 May 2026"). */
export const formatDay = (isoDateTime: string, language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(
    new Date(isoDateTime),
  )
