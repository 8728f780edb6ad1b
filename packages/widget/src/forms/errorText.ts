import type { useTranslation } from '../i18n/WidgetTranslations'

type Translate = ReturnType<typeof useTranslation>['t']

/** An error code (the form's or the server's) in the guest's language; other text as it came. */
export function errorText(t: Translate, code: string): string {
  const key = `errors.${code}`
  const text = t(key)
  return text === key ? code : text
}
