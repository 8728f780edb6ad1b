import { toLanguage } from '@resort/core'
import { propertyUnits, type PropertyUnits } from '@resort/core/api'
import { useEndpoint, type ApiAnswer } from '../../platform/api/useEndpoint'
import { useTranslation } from '../../platform/i18n/translation'

/**
 * A property's pictures and unit types in the page's language (its gallery, its unit pages), or
 * without a property every property's pictures (the gallery's index).
 */
export function usePropertyUnits(
  propertyId: string | undefined,
): ApiAnswer<PropertyUnits> {
  const { i18n } = useTranslation()
  const lang = toLanguage(i18n.language) ?? 'en'
  return useEndpoint(propertyUnits, { lang, propertyId })
}
