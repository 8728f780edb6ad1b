/** A moment (ISO date-time) with day and time in the page's language, e.g. "26 Nov 2026, 09:14". */
export const formatWhen = (isoDateTime: string, language: string): string =>
  new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(isoDateTime))
