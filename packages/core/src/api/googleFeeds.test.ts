import { describe, expect, it } from 'vitest'
import * as zm from 'zod/mini'
import { addDaysIso, todayIso } from '../stay/stayDates'
import {
  GOOGLE_FEED_DAYS,
  GOOGLE_FEED_MAX_DAYS,
  googleFeedQuerySchema,
  googleFeedWindow,
} from './googleFeeds'

const feed = { propertyId: 'vala-krk', token: 'secret' }

/** The codes a query is refused with, by field. */
function codesOf(query: object) {
  const parsed = zm.safeParse(googleFeedQuerySchema, { ...feed, ...query })
  return parsed.success
    ? {}
    : Object.fromEntries(
        parsed.error.issues.map((issue) => [
          issue.path.join('.'),
          issue.message,
        ]),
      )
}

describe('the window of Google’s feeds (issue 35, decision 048)', () => {
  it('issue 35: Google feeds: is from today for a year unless the request says otherwise', () => {
    const today = '2030-03-01'
    expect(googleFeedWindow({}, today)).toEqual({
      dateFrom: today,
      dateTo: addDaysIso(today, GOOGLE_FEED_DAYS),
    })
    expect(googleFeedWindow({ dateFrom: '2030-04-01' }, today)).toEqual({
      dateFrom: '2030-04-01',
      dateTo: addDaysIso('2030-04-01', GOOGLE_FEED_DAYS),
    })
    expect(googleFeedWindow({ dateTo: '2030-03-05' }, today)).toEqual({
      dateFrom: today,
      dateTo: '2030-03-05',
    })
  })

  it('issue 35: Google feeds: refuses a date that is not one, a start in the past, an end before the start and a window too long', () => {
    const today = todayIso()
    expect(codesOf({})).toEqual({})
    expect(codesOf({ dateFrom: '2030-02-30' })).toEqual({
      dateFrom: 'date_invalid',
    })
    expect(codesOf({ dateFrom: addDaysIso(today, -1) })).toEqual({
      dateFrom: 'date_from_in_past',
    })
    expect(codesOf({ dateTo: today })).toEqual({
      dateTo: 'date_to_not_after_date_from',
    })
    expect(
      codesOf({ dateTo: addDaysIso(today, GOOGLE_FEED_MAX_DAYS) }),
    ).toEqual({})
    expect(
      codesOf({ dateTo: addDaysIso(today, GOOGLE_FEED_MAX_DAYS + 1) }),
    ).toEqual({ dateTo: 'window_too_long' })
    expect(codesOf({ token: '' })).toEqual({ token: 'required' })
  })
})
