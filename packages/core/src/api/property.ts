import * as z from 'zod'
import { paymentPolicySchema } from './paymentPolicy'
import { PAYMENT_TYPES } from './paymentType'
import { propertyTypeSchema } from './search'
import {
  adultsParam,
  catalogIdSchema,
  childrenParam,
  isoDateSchema,
  languageParam,
  refineStay,
  roomsParam,
  stayQueryShape,
} from './stayQuery'

export const priceTypeSchema = z.enum([
  'PerStay',
  'PerNight',
  'PerPerson',
  'PerPersonNight',
])
export const paymentTypeSchema = z.enum(PAYMENT_TYPES)
export const boardSchema = z.enum(['RO', 'BB', 'HB', 'FB', 'AI'])

/** The four policy lists of SPEC 3; `cancelation` keeps the wire spelling. */
export const policySchema = z.object({
  sales: z.array(z.string()),
  salesAdditional: z.array(z.string()),
  cancelation: z.array(z.string()),
  other: z.array(z.string()),
})

export const paymentMethodSchema = z.object({
  id: z.string(),
  type: paymentTypeSchema,
  name: z.string(),
  description: z.string(),
})

export const supplementSchema = z.object({
  serviceId: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  priceType: priceTypeSchema,
  /** Minor units per unit of the price type (per stay, night, person or person-night). */
  price: z.number().int(),
  maxQuantity: z.number().int(),
  /** The meal it sells: not sold with a rate whose board serves it (issue 33). */
  meal: z.nullable(z.enum(['breakfast', 'dinner'])),
})

export const rateOfferSchema = z.object({
  rateId: z.string(),
  name: z.string(),
  board: boardSchema,
  boardName: z.string(),
  boardPrepaymentMessage: z.string(),
  refundable: z.boolean(),
  /** Last day a cancellation is free, or null when the rate is not refundable. */
  freeCancellationUntil: z.nullable(isoDateSchema),
  cancellationFeePercent: z.number().int(),
  paymentPolicy: paymentPolicySchema,
  guarantee: paymentTypeSchema,
  minNights: z.number().int(),
  /** The stay's price for this unit and the requested guests, in minor units, extras excluded. */
  total: z.number().int(),
  nightly: z.number().int(),
  policy: policySchema,
  /** Member rates (issue 13), only on a rate with a member price: the share off the room price. */
  memberDiscountPercent: z.optional(z.number().int()),
  /** `total` and `nightly` at the member price: what a verified signed-in club member pays. */
  memberTotal: z.optional(z.number().int()),
  memberNightly: z.optional(z.number().int()),
})

/**
 * A picture as a page shows it (issue 33): staff's photos first, in their order, with their alt
 * text and caption in the asked language; a generated illustration only where there is no photo.
 */
export const pictureSchema = z.object({
  /** /media/photos/{id}/{n}.jpg or a generated /media/{kind}/{id}/{n}.svg; AVIF and WebP beside it. */
  src: z.string(),
  alt: z.string(),
  /** Staff's caption; empty for an illustration, which a page captions itself. */
  caption: z.string(),
})
export type Picture = z.infer<typeof pictureSchema>

export const unitOfferSchema = z.object({
  unitId: z.string(),
  kind: z.enum(['room', 'unit']),
  name: z.string(),
  description: z.string(),
  sizeM2: z.number().int(),
  bedrooms: z.number().int(),
  maxAdults: z.number().int(),
  maxChildren: z.number().int(),
  maxOccupancy: z.number().int(),
  amenities: z.array(z.string()),
  accessibility: z.array(z.string()),
  /** The pictures' addresses, in `pictures`' order (kept for the widget and partners). */
  images: z.array(z.string()),
  pictures: z.optional(z.array(pictureSchema)),
  /** Units of this type free on every night of the stay. */
  availableCount: z.number().int(),
  /** Whether the requested guests fit one unit of this type. */
  fitsGuests: z.boolean(),
  /** Rates bookable for the stay; empty when sold out, the guests do not fit, or the stay is too short. */
  rates: z.array(rateOfferSchema),
})
export type UnitOffer = z.infer<typeof unitOfferSchema>

/** A property's postal address (issue 33); `country` is ISO 3166-1 alpha-2. */
export const propertyAddressSchema = z.object({
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
})
export type PropertyAddress = z.infer<typeof propertyAddressSchema>

export const propertyDetailSchema = z.object({
  propertyId: z.string(),
  name: z.string(),
  summary: z.string(),
  description: z.string(),
  type: propertyTypeSchema,
  stars: z.number().int(),
  city: z.string(),
  regionId: z.string(),
  regionName: z.string(),
  countryCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** The pictures' addresses, in `pictures`' order (kept for the widget and partners). */
  images: z.array(z.string()),
  pictures: z.optional(z.array(pictureSchema)),
  checkInFrom: z.string(),
  checkOutUntil: z.string(),
  currency: z.string(),
  allowedCardBrands: z.array(z.string()),
  /** Absent while the catalog lacks the street or postcode (issue 33). */
  address: z.optional(propertyAddressSchema),
  /** The reception's number in E.164 ('+38552830200'); absent when the property has none. */
  phone: z.optional(z.string()),
})

/** GET /api/v1/search/property */
export const propertyQuerySchema = z
  .object({
    propertyId: catalogIdSchema,
    ...stayQueryShape,
    rooms: roomsParam,
  })
  .superRefine(refineStay)
export type PropertyQuery = z.infer<typeof propertyQuerySchema>

export const propertyResponseSchema = z.object({
  property: propertyDetailSchema,
  stay: z.object({
    dateFrom: isoDateSchema,
    dateTo: isoDateSchema,
    nights: z.number().int(),
    adults: z.number().int(),
    children: z.number().int(),
    rooms: z.number().int(),
  }),
  units: z.array(unitOfferSchema),
  supplements: z.array(supplementSchema),
  paymentMethods: z.array(paymentMethodSchema),
})
export type PropertyResponse = z.infer<typeof propertyResponseSchema>

/** GET /api/v1/search/property-another-room: the same, less the units the guest has already chosen. */
export const anotherRoomQuerySchema = z
  .object({
    propertyId: catalogIdSchema,
    ...stayQueryShape,
    /** Unit ids already in the reservation, comma-separated; a unit id twice means two of them. */
    selected: z
      .string()
      .max(1000, 'too_long')
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
  })
  .superRefine(refineStay)

const calendarRange = {
  from: isoDateSchema,
  to: isoDateSchema,
  adults: adultsParam,
  children: childrenParam,
  lang: languageParam,
}

function refineRange(
  value: { from: string; to: string },
  context: z.RefinementCtx,
) {
  if (value.to < value.from) {
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'date_to_not_after_date_from',
    })
  }
}

/** GET /api/v1/search/unit-availability-calendar: per-day availability and lowest nightly price. */
export const calendarQuerySchema = z
  .object({
    propertyId: catalogIdSchema,
    unitId: z.string().max(64, 'too_long').optional(),
    ...calendarRange,
  })
  .superRefine(refineRange)

/**
 * GET /api/v1/search/availability-calendar (issue 33): the same days over every property a search
 * matches (its type and destination), for the search's date picker before a property is chosen.
 */
export const groupCalendarQuerySchema = z
  .object({
    type: propertyTypeSchema.optional(),
    destination: z.string().trim().max(100, 'too_long').optional(),
    ...calendarRange,
  })
  .superRefine(refineRange)

/** A day of an availability calendar (SPEC 3 availabilityCalendar), as the date pickers show it. */
export const calendarDaySchema = z.object({
  date: isoDateSchema,
  /** Capitalised as the wire field of SPEC 3. */
  Available: z.boolean(),
  /** Lowest price of one night from this day for the guests, in minor units; null when unavailable. */
  lowestPrice: z.number().int().nullable(),
  /** Shortest stay that can start on this day. */
  minNights: z.number().int().nullable(),
  /** No stay may start on this day (staff's restriction), though one may go through it. */
  closedToArrival: z.boolean().optional(),
  /** No stay may end on this day (staff's restriction). */
  closedToDeparture: z.boolean().optional(),
})

export const calendarResponseSchema = z.object({
  currency: z.string(),
  days: z.array(calendarDaySchema),
})
export type CalendarResponse = z.infer<typeof calendarResponseSchema>
