import type {
  OutputOf,
  adminPropertiesSearch,
  ratesGrid,
} from '@resort/core/api'
import { createdCode, promoCode, valaRequest } from '@resort/core/staff/testing'

type Property = OutputOf<typeof adminPropertiesSearch>['items'][number]

const property = (
  propertyId: string,
  name: string,
  city: string,
): Property => ({
  propertyId,
  name,
  type: 'hotel',
  stars: 4,
  city,
  regionId: 'istria',
  regionName: 'Istria',
  href: `/en/properties/${propertyId}`,
  currency: 'EUR',
})

/** The catalog the page chooses properties from. */
export const PROPERTIES = {
  items: [
    property('cissa-rovinj', 'Hotel Cissa', 'Rovinj'),
    property('vala-krk', 'Hotel Vala', 'Krk'),
  ],
}

/** A property's grid as the form reads it: only its rates matter. */
export function gridOf({
  propertyId,
  from,
  to,
}: {
  propertyId: string
  from: string
  to: string
}): OutputOf<typeof ratesGrid> {
  const rate = (id: string, name: string, board: string) => ({
    ratePlanId: `${propertyId.split('-')[0]}-${id}`,
    name,
    board,
    priceFactorPermille: 1000,
    minNights: 1,
  })
  return {
    propertyId,
    propertyName: propertyId === 'vala-krk' ? 'Hotel Vala' : 'Hotel Cissa',
    currency: 'EUR',
    from,
    to,
    ratePlans: [
      rate('flex', 'Flexible', 'BB'),
      rate('nonref', 'Non-refundable', 'HB'),
    ],
    unitTypes: [],
  }
}

/** Hotel Vala's code as listed: booked from May too, 3 of its 10 uses taken. */
export const valaCode = createdCode(valaRequest, {
  codeId: 'code-vala',
  bookFrom: '2030-05-01',
  uses: 3,
  createdAt: '2030-05-01T09:00:00.000Z',
})

/** An old code voided on 1 April 2030. */
export const voidedCode = promoCode({
  codeId: 'code-old',
  code: 'SPRING10',
  value: 10,
  uses: 7,
  createdAt: '2030-03-01T09:00:00.000Z',
  voidedAt: '2030-04-01T12:00:00.000Z',
})
