import { namespaces, type FlowTexts } from './flowTexts'
import enDialog from './locales/en/calendarDialog.json'

/**
 * The date picker dialog's texts (CalendarDialog), loaded with its code when a guest opens it:
 * the search form carries only its opener's label and the stay's date rules (calendar.json).
 */
export const calendarResources: FlowTexts = {
  en: { calendarDialog: enDialog },
  de: () =>
    namespaces({ calendarDialog: import('./locales/de/calendarDialog.json') }),
  it: () =>
    namespaces({ calendarDialog: import('./locales/it/calendarDialog.json') }),
  hr: () =>
    namespaces({ calendarDialog: import('./locales/hr/calendarDialog.json') }),
  sl: () =>
    namespaces({ calendarDialog: import('./locales/sl/calendarDialog.json') }),
}
