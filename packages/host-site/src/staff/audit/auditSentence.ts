import type { TFunction } from '../../platform/i18n/translation'
import { formatWhen } from '../list/formatWhen'
import { auditFields, isRecord } from './auditFields'
import {
  reading,
  same,
  text,
  whole,
  type AuditEntry,
  type AuditReading,
  type Describe,
  type Values,
} from './auditReading'
import type { Say } from './auditSay'
import { CONTENT_SENTENCES } from './contentSentences'
import { GIFT_VOUCHER_SENTENCES } from './giftVoucherSentences'
import { MEDIA_SENTENCES } from './mediaSentences'
import { PAYMENT_SENTENCES } from './paymentSentences'
import { PROMO_CODE_SENTENCES } from './promoCodeSentences'
import { rateChanges } from './rateChanges'
import { WEBHOOK_SENTENCES } from './webhookSentences'

// An enum of another admin page (a request's status), in its words; an unknown one as words.
const inWords = (t: TFunction, key: string, value: string) =>
  t(key, { defaultValue: value.replace(/_/g, ' ') })

const bookingCancelled: Describe = ({ entityId, note }, before, after, say) => {
  const fee = whole(after.fee)
  if (fee === undefined) return undefined
  const feeIfCancelledNow = whole(before.feeIfCancelledNow) ?? 0
  const feeText =
    after.feeWaived === true
      ? feeIfCancelledNow > 0
        ? say.t('audit.say.fee_of_waived', {
            fee: say.money(feeIfCancelledNow),
          })
        : say.t('audit.say.fee_waived')
      : fee > 0
        ? say.t('audit.say.fee_charged', { fee: say.money(fee) })
        : say.t('audit.say.no_fee')
  return reading(
    note
      ? say.t('audit.say.booking_cancelled', {
          booking: entityId,
          reason: note,
          fee: feeText,
        })
      : say.t('audit.say.booking_cancelled_no_reason', {
          booking: entityId,
          fee: feeText,
        }),
  )
}

interface Unit {
  adults: number
  children: number
}
const unitsOf = (value: unknown): Unit[] | undefined =>
  Array.isArray(value) &&
  value.every((unit) => isRecord(unit) && whole(unit.adults) !== undefined)
    ? value.map((unit: Values) => ({
        adults: whole(unit.adults) ?? 0,
        children: whole(unit.children) ?? 0,
      }))
    : undefined

function roomsText(units: Unit[], say: Say) {
  const sum = (key: keyof Unit) =>
    units.reduce((total, unit) => total + unit[key], 0)
  const children = sum('children')
  return [
    say.t('audit.say.rooms', { count: units.length }),
    say.t('audit.say.adults', { count: sum('adults') }),
    ...(children > 0 ? [say.t('audit.say.children', { count: children })] : []),
  ].join(', ')
}

const bookingChanged: Describe = ({ entityId, note }, before, after, say) => {
  const stay = (side: Values) => {
    const from = text(side.dateFrom)
    const to = text(side.dateTo)
    return from && to ? say.dates(from, to) : undefined
  }
  const [units, newUnits] = [unitsOf(before.units), unitsOf(after.units)]
  const [total, newTotal] = [whole(before.total), whole(after.total)]
  const [dates, newDates] = [stay(before), stay(after)]
  if (!units || !newUnits || total === undefined || newTotal === undefined)
    return undefined
  if (!dates || !newDates) return undefined
  const line = (key: string, from: string, to: string) =>
    from === to ? [] : [say.t(key, { before: from, after: to })]
  const extras = (side: Values) =>
    Array.isArray(side.units)
      ? side.units.map((unit: unknown) => isRecord(unit) && unit.supplements)
      : []
  return reading(
    note
      ? say.t('audit.say.booking_changed', { booking: entityId, reason: note })
      : say.t('audit.say.booking_changed_no_reason', { booking: entityId }),
    [
      ...line('audit.say.stay', dates, newDates),
      ...line(
        'audit.say.rooms_line',
        roomsText(units, say),
        roomsText(newUnits, say),
      ),
      ...(same(extras(before), extras(after))
        ? []
        : [say.t('audit.say.extras_changed')]),
      ...line('audit.say.total', say.money(total), say.money(newTotal)),
    ],
  )
}

const pointsAdjusted: Describe = ({ entityId, note }, before, after, say) => {
  const [earned, newEarned] = [whole(before.earned), whole(after.earned)]
  if (earned === undefined || newEarned === undefined) return undefined
  const change = new Intl.NumberFormat(say.language, {
    signDisplay: 'always',
  }).format(newEarned - earned)
  return reading(
    note
      ? say.t('audit.say.points', { member: entityId, change, reason: note })
      : say.t('audit.say.points_no_reason', { member: entityId, change }),
    [
      say.t('audit.say.earned', {
        before: say.count(earned),
        after: say.count(newEarned),
      }),
    ],
  )
}

const requestUpdated: Describe = ({ entityId }, before, after, say) => {
  const status = text(after.status)
  if (!status) return undefined
  const newNote = text(after.note)
  const noteLine = same(before.note ?? null, after.note ?? null)
    ? []
    : [
        newNote
          ? say.t('audit.say.note', { note: newNote })
          : say.t('audit.say.request_note_removed'),
      ]
  return reading(
    status === before.status
      ? say.t('audit.say.request_note_only', { request: entityId })
      : say.t('audit.say.request_marked', {
          request: entityId,
          status: inWords(say.t, `requests.statuses.${status}`, status),
        }),
    noteLine,
  )
}

const reviewModerated: Describe = ({ entityId }, _before, after, say) => {
  const status = text(after.status)
  if (!status) return undefined
  return reading(
    status === 'published' || status === 'rejected'
      ? say.t(`audit.say.review_${status}`, { review: entityId })
      : say.t('audit.say.review_status', {
          review: entityId,
          status: inWords(say.t, `reviews.statuses.${status}`, status),
        }),
  )
}

const mailResent: Describe = ({ entityId }, _before, after, say) => {
  const resend = text(after.resend)
  if (resend !== 'new_link' && resend !== 'as_sent') return undefined
  return reading(say.t(`audit.say.mail_${resend}`, { mail: entityId }))
}

const newsletterExported: Describe = (_entry, _before, after, say) => {
  const rows = whole(after.rows)
  return rows === undefined
    ? undefined
    : reading(say.t('audit.say.newsletter_exported', { count: rows }))
}

const adminLocked: Describe = ({ note }, _before, after, say) => {
  const email = text(after.email)
  if (!email) return undefined
  // The server writes how many codes were wrong at the start of its note.
  const wrong = /^(\d+) /.exec(note ?? '')?.[1]
  return reading(
    wrong
      ? say.t('audit.say.admin_locked', { email, count: Number(wrong) })
      : say.t('audit.say.admin_locked_no_count', { email }),
  )
}

const adminUnlocked: Describe = (_entry, before, _after, say) => {
  const email = text(before.email)
  const lockedAt = text(before.lockedAt)
  if (!email) return undefined
  return reading(
    say.t('audit.say.admin_unlocked', { email }),
    lockedAt
      ? [
          say.t('audit.say.locked_since', {
            when: formatWhen(lockedAt, say.language),
          }),
        ]
      : [],
  )
}

const ratesEdited: Describe = ({ entityId }, before, after, say) => {
  const details = rateChanges(before.nights, after.nights, say)
  return details
    ? reading(say.t('audit.say.rates_edited', { property: entityId }), details)
    : undefined
}

const unitCalendarRotated: Describe = ({ entityId }, _before, _after, say) =>
  reading(say.t('audit.say.unit_calendar_rotated', { unit: entityId }))

/** Google's feeds' one secret renewed (issue 35, decision 048): every old address stops working. */
const googleFeedsRotated: Describe = (_entry, _before, _after, say) =>
  reading(say.t('audit.say.google_feeds_rotated'))

/** An outside calendar added to or removed from a unit: its name, and its address below. */
const outsideCalendar =
  (key: 'added' | 'removed'): Describe =>
  ({ entityId }, before, after, say) => {
    const values = key === 'added' ? after : before
    const name = text(values.name)
    const url = text(values.url)
    if (!name) return undefined
    return reading(
      say.t(`audit.say.unit_calendar_import_${key}`, { name, unit: entityId }),
      url ? [url] : [],
    )
  }

const SENTENCES: Record<string, Describe> = {
  booking_cancelled: bookingCancelled,
  booking_changed: bookingChanged,
  ...PAYMENT_SENTENCES,
  points_adjusted: pointsAdjusted,
  request_updated: requestUpdated,
  review_moderated: reviewModerated,
  mail_resent: mailResent,
  newsletter_exported: newsletterExported,
  admin_locked: adminLocked,
  admin_unlocked: adminUnlocked,
  ...CONTENT_SENTENCES,
  ...MEDIA_SENTENCES,
  rates_edited: ratesEdited,
  unit_calendar_rotated: unitCalendarRotated,
  unit_calendar_import_added: outsideCalendar('added'),
  unit_calendar_import_removed: outsideCalendar('removed'),
  google_feeds_rotated: googleFeedsRotated,
  ...PROMO_CODE_SENTENCES,
  ...GIFT_VOUCHER_SENTENCES,
  ...WEBHOOK_SENTENCES,
}

/**
 * An admin change as a sentence staff would say (issue 31): amounts in euros, statuses in
 * words, dates in the page's language; a change it has no words for, as named values.
 */
export function describeAuditEntry(entry: AuditEntry, say: Say): AuditReading {
  const [before, after] = [entry.before ?? {}, entry.after ?? {}]
  const describe = SENTENCES[entry.action]
  const known =
    describe && isRecord(before) && isRecord(after)
      ? describe(entry, before, after, say)
      : undefined
  if (known) return known
  return {
    sentence: say.t('audit.say.other', {
      action: say.t(`audit.actions.${entry.action}`, {
        defaultValue: entry.action.replace(/_/g, ' '),
      }),
      entity: say.t(`audit.entities.${entry.entity}`, {
        defaultValue: entry.entity.replace(/_/g, ' '),
      }),
      id: entry.entityId,
    }),
    details: entry.note ? [say.t('audit.say.note', { note: entry.note })] : [],
    values: {
      before: auditFields(entry.before, say.t),
      after: auditFields(entry.after, say.t),
    },
  }
}
