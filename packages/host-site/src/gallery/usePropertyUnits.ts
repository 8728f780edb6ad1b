import { toLanguage } from '@resort/core'
import { propertyUnits, type PropertyUnits } from '@resort/core/api'
import { useSiteApi } from '../api/SiteApiContext'
import { useApiAnswer, type ApiAnswer } from '../api/useApiAnswer'
import { useTranslation } from '../i18n/translation'

/**
 * A property's pictures and unit types in the page's language (its gallery, its unit pages), or
 * without a property every property's pictures (the gallery's index).
 */
export function usePropertyUnits(
  propertyId: string | undefined,
): ApiAnswer<PropertyUnits> {
  const api = useSiteApi()
  const { i18n } = useTranslation()
  const lang = toLanguage(i18n.language) ?? 'en'
  return useApiAnswer(`property-units:${propertyId ?? '*'}:${lang}`, () =>
    api.call(
      propertyUnits,
      propertyId === undefined ? { lang } : { lang, propertyId },
    ),
  )
}
