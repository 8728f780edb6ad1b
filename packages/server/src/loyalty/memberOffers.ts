import type { Language } from '@resort/core'
import type { MemberOffer, MemberOfferErrorCode } from '@resort/core/api'
import type { Kysely, Selectable } from 'kysely'
import type { Database, MemberOfferTable } from '#db/schema'
import { ApiProblem } from '#http/errors'
import { clubMemberOf } from './membership'

type Db = Kysely<Database>
type OfferRow = Selectable<MemberOfferTable>

const refused = (field: string, code: MemberOfferErrorCode, message: string) =>
  new ApiProblem(400, 'missing_params', message, { [field]: code })

const idsOf = (json: string): string[] => JSON.parse(json) as string[]

/** The offer's rows with its texts and what it covers, as the member reads them in `language`. */
async function describe(
  db: Db,
  offers: readonly OfferRow[],
  language: Language,
  activations: ReadonlyMap<string, string>,
): Promise<MemberOffer[]> {
  if (offers.length === 0) return []
  const texts = await db
    .selectFrom('member_offer_texts')
    .selectAll()
    .where(
      'offer_id',
      'in',
      offers.map((offer) => offer.id),
    )
    .where('language', '=', language)
    .execute()
  const regionIds = offers.flatMap((offer) => idsOf(offer.region_ids))
  const propertyIds = offers.flatMap((offer) => idsOf(offer.property_ids))
  const regionNames = new Map(
    regionIds.length === 0
      ? []
      : (
          await db
            .selectFrom('region_texts')
            .select(['region_id', 'name'])
            .where('region_id', 'in', regionIds)
            .where('language', '=', language)
            .execute()
        ).map((row) => [row.region_id, row.name]),
  )
  const propertyNames = new Map(
    propertyIds.length === 0
      ? []
      : (
          await db
            .selectFrom('property_texts')
            .select(['property_id', 'name'])
            .where('property_id', 'in', propertyIds)
            .where('language', '=', language)
            .execute()
        ).map((row) => [row.property_id, row.name]),
  )
  return offers.map((offer) => {
    const text = texts.find((row) => row.offer_id === offer.id)
    return {
      id: offer.id,
      slug: offer.slug,
      title: text?.title ?? offer.slug,
      summary: text?.summary ?? '',
      terms: text?.terms ?? '',
      bonus: { kind: offer.bonus_kind, value: offer.bonus_value },
      minNights: offer.min_nights,
      covers: [
        ...idsOf(offer.region_ids).map((id) => regionNames.get(id) ?? id),
        ...idsOf(offer.property_ids).map((id) => propertyNames.get(id) ?? id),
      ],
      stay: { from: offer.stay_from, to: offer.stay_to },
      activation: {
        from: offer.activation_from,
        until: offer.activation_until,
      },
      activatedAt: activations.get(offer.id) ?? null,
    }
  })
}

async function activationsOf(db: Db, userId: string) {
  const rows = await db
    .selectFrom('member_offer_activations')
    .select(['offer_id', 'activated_at'])
    .where('user_id', '=', userId)
    .execute()
  return new Map(rows.map((row) => [row.offer_id, row.activated_at]))
}

async function requireMember(db: Db, userId: string, field: string) {
  if (!(await clubMemberOf(db, userId)))
    throw refused(
      field,
      'not_a_member',
      'Only club members have exclusive offers',
    )
}

/**
 * The club member's exclusive offers (decision 024): those that may be activated today, and those
 * they activated whose stays may still come.
 */
export async function memberOffersOf(
  db: Db,
  userId: string,
  language: Language,
  now: Date,
): Promise<MemberOffer[]> {
  await requireMember(db, userId, 'offers')
  const today = now.toISOString().slice(0, 10)
  const activations = await activationsOf(db, userId)
  const activated = [...activations.keys()]
  const offers = await db
    .selectFrom('member_offers')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([
          eb('activation_from', '<=', today),
          eb('activation_until', '>=', today),
        ]),
        ...(activated.length
          ? [eb.and([eb('id', 'in', activated), eb('stay_to', '>=', today)])]
          : []),
      ]),
    )
    .orderBy('sort_order')
    .orderBy('id')
    .execute()
  return describe(db, offers, language, activations)
}

/**
 * Activates an offer for a club member (SPEC 7 activate): stays they book signed in from now on
 * that qualify earn its bonus. Activating again answers the first activation, whenever asked.
 */
export async function activateOffer(
  db: Db,
  userId: string,
  offerId: string,
  language: Language,
  now: Date,
): Promise<MemberOffer> {
  await requireMember(db, userId, 'offerId')
  const offer = await db
    .selectFrom('member_offers')
    .selectAll()
    .where('id', '=', offerId)
    .executeTakeFirst()
  if (!offer) throw new ApiProblem(404, 'not_found', 'No such offer')
  let activations = await activationsOf(db, userId)
  if (!activations.has(offerId)) {
    const today = now.toISOString().slice(0, 10)
    if (today < offer.activation_from || today > offer.activation_until)
      throw refused(
        'offerId',
        'offer_not_active',
        'This offer cannot be activated today',
      )
    await db
      .insertInto('member_offer_activations')
      .values({
        user_id: userId,
        offer_id: offerId,
        activated_at: now.toISOString(),
      })
      // Two tabs at once: the first activation stays, the second reads it.
      .onConflict((conflict) => conflict.doNothing())
      .execute()
    activations = await activationsOf(db, userId)
  }
  const [described] = await describe(db, [offer], language, activations)
  return described!
}

/** The titles of these offers in `language`, by id (for the points history). */
export async function offerTitles(
  db: Db,
  offerIds: readonly string[],
  language: Language,
): Promise<Map<string, string>> {
  if (offerIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('member_offer_texts')
    .select(['offer_id', 'title'])
    .where('offer_id', 'in', [...new Set(offerIds)])
    .where('language', '=', language)
    .execute()
  return new Map(rows.map((row) => [row.offer_id, row.title]))
}
