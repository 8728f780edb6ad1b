import { ratesGrid, type OutputOf } from '@resort/core/api'
import type { PromoCodeCreation } from '@resort/core/staff'
import { todayIso } from '@resort/core/stay'
import { Choice, ChoiceGroup } from '@resort/widget/forms'
import { useStore } from 'zustand'
import { answerValue, useEndpoint } from '../../platform/api/useEndpoint'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { rateLabel } from '../rates/rateLabel'

/** A property of the catalog, as the form offers it. */
export interface CatalogProperty {
  propertyId: string
  name: string
  city: string
}

const toggle = (list: readonly string[], item: string, on: boolean) =>
  on ? [...list, item] : list.filter((other) => other !== item)

/**
 * The properties a new code applies at, and the rates of those chosen (the rates page's calls:
 * the catalog's properties, each one's grid for its rates); none ticked means all.
 */
export function PromoCodeWhere({
  properties,
  creation,
  idOf,
  errorOf,
}: {
  properties: readonly CatalogProperty[]
  creation: PromoCodeCreation
  idOf: (field: 'propertyIds' | 'ratePlanIds') => string
  errorOf: (field: 'propertyIds' | 'ratePlanIds') => string | undefined
}) {
  const { t } = useTranslation('adminPromoCodes')
  const chosen = useStore(creation, (state) => state.draft.propertyIds)
  const chosenProperties = properties.filter(({ propertyId }) =>
    chosen.includes(propertyId),
  )
  return (
    <>
      <ChoiceGroup
        id={idOf('propertyIds')}
        legend={t('form.labels.propertyIds')}
        hint={t('form.hints.propertyIds')}
        error={errorOf('propertyIds')}
      >
        {properties.map((property) => (
          <Choice
            key={property.propertyId}
            id={`${idOf('propertyIds')}-${property.propertyId}`}
            type="checkbox"
            label={`${property.name}, ${property.city}`}
            checked={chosen.includes(property.propertyId)}
            onChange={(event) =>
              creation.getState().change(
                {
                  propertyIds: toggle(
                    chosen,
                    property.propertyId,
                    event.target.checked,
                  ),
                },
                'propertyIds',
              )
            }
          />
        ))}
      </ChoiceGroup>
      <ChoiceGroup
        id={idOf('ratePlanIds')}
        legend={t('form.labels.ratePlanIds')}
        hint={t(
          chosenProperties.length
            ? 'form.hints.ratePlanIds'
            : 'form.hints.ratePlanIds_choose',
        )}
        error={errorOf('ratePlanIds')}
      >
        {chosenProperties.map((property) => (
          <PropertyRates
            key={property.propertyId}
            property={property}
            creation={creation}
            idPrefix={idOf('ratePlanIds')}
          />
        ))}
      </ChoiceGroup>
    </>
  )
}

type RatePlan = OutputOf<typeof ratesGrid>['ratePlans'][number]

/** One chosen property's rates, each ticked or not. */
function PropertyRates({
  property,
  creation,
  idPrefix,
}: {
  property: CatalogProperty
  creation: PromoCodeCreation
  idPrefix: string
}) {
  const { t } = useTranslation('adminPromoCodes')
  const { t: rateTexts } = useTranslation('adminRates')
  const language = usePageLanguage()
  const today = todayIso()
  const grid = useEndpoint(ratesGrid, {
    propertyId: property.propertyId,
    from: today,
    to: today,
    lang: language,
  })
  const rates = answerValue(grid)?.ratePlans
  const ticked = useStore(
    creation,
    (state) => state.draft.ratePlanIds[property.propertyId],
  )
  const tick = (rate: RatePlan, on: boolean) => {
    const { ratePlanIds } = creation.getState().draft
    creation.getState().change(
      {
        ratePlanIds: {
          ...ratePlanIds,
          [property.propertyId]: toggle(ticked ?? [], rate.ratePlanId, on),
        },
      },
      'ratePlanIds',
    )
  }
  const named = { property: property.name }
  if (grid.state === 'error')
    return <p role="alert">{t('form.rates_failed', named)}</p>
  if (!rates) return <p role="status">{t('form.rates_loading', named)}</p>
  return (
    <ChoiceGroup
      id={`${idPrefix}-${property.propertyId}`}
      legend={t('form.rates_of', named)}
    >
      {rates.map((rate) => (
        <Choice
          key={rate.ratePlanId}
          id={`${idPrefix}-${property.propertyId}-${rate.ratePlanId}`}
          type="checkbox"
          label={rateLabel(rateTexts, rate)}
          checked={ticked?.includes(rate.ratePlanId) ?? false}
          onChange={(event) => tick(rate, event.target.checked)}
        />
      ))}
    </ChoiceGroup>
  )
}
