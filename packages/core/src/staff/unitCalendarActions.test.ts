import { describe, expect, it } from 'vitest'
import {
  fakeApiClient,
  refusal,
  type FakeEndpoints,
} from '../api/fakeApiClient'
import type { UnitCalendarImportResponse } from '../api/unitCalendarResponses'
import { createUnitCalendarActions, currentFeed } from './unitCalendarActions'

const airbnb: UnitCalendarImportResponse = {
  importId: 'imp-1',
  unitTypeId: 'lavanda-house',
  name: 'Airbnb',
  url: 'https://www.airbnb.com/calendar/ical/1.ics?s=abc',
  status: 'ok',
  problem: null,
  fetchedAt: '2030-06-01T08:00:00.000Z',
  nights: 12,
  conflicts: [],
}

function actionsWith(
  handlers: FakeEndpoints,
  write: (text: string) => Promise<void> = async () => {},
) {
  return createUnitCalendarActions({
    api: fakeApiClient(handlers),
    unitTypeId: 'lavanda-house',
    write,
  })
}

describe('a unit’s calendars (issue 35)', () => {
  it('adds an outside calendar with its name and address trimmed, then empties the form', async () => {
    const sent: unknown[] = []
    const { addition } = actionsWith({
      addUnitCalendarImport: async (input) => {
        sent.push(input)
        return airbnb
      },
    })
    addition.getState().change({ name: ' Airbnb ' }, 'name')
    expect(await addition.getState().add({ url: ` ${airbnb.url} ` })).toBe(true)
    expect(sent).toEqual([
      { unitTypeId: 'lavanda-house', name: 'Airbnb', url: airbnb.url },
    ])
    expect(addition.getState().done).toEqual(airbnb)
    expect(addition.getState().justDone).toBe(true)
    expect(addition.getState().draft).toEqual({ name: '', url: '' })
  })

  it('refuses an address that is not http(s) at its field, before sending, keeping what was typed', async () => {
    const sent: unknown[] = []
    const { addition } = actionsWith({
      addUnitCalendarImport: async (input) => {
        sent.push(input)
        return airbnb
      },
    })
    const typed = { name: 'Airbnb', url: 'webcal://airbnb.com/cal.ics' }
    expect(await addition.getState().add(typed)).toBe(false)
    expect(addition.getState().errors).toEqual({ url: 'invalid_url' })
    expect(addition.getState().draft).toEqual(typed)
    expect(sent).toEqual([])
  })

  it('refuses an empty name and a name over 60 characters at the name', async () => {
    const { addition } = actionsWith({})
    await addition.getState().add({ name: ' ', url: airbnb.url })
    expect(addition.getState().errors).toEqual({ name: 'required' })
    await addition.getState().add({ name: 'x'.repeat(61) })
    expect(addition.getState().errors).toEqual({ name: 'too_long' })
    // Typing in the field takes its error away.
    addition.getState().change({ name: 'Airbnb' }, 'name')
    expect(addition.getState().errors).toEqual({})
  })

  it('shows the server’s refusal of the address at the field, and a unit gone as a problem', async () => {
    let answer: Error = refusal('missing_params', 400, { url: 'invalid_url' })
    const { addition } = actionsWith({
      addUnitCalendarImport: async () => {
        throw answer
      },
    })
    await addition.getState().add({ name: 'Airbnb', url: airbnb.url })
    expect(addition.getState().errors).toEqual({ url: 'invalid_url' })
    expect(addition.getState().draft.url).toBe(airbnb.url)
    answer = refusal('not_found', 404, { unitTypeId: 'not_found' })
    await addition.getState().add()
    expect(addition.getState().errors).toEqual({})
    expect(addition.getState().problem?.kind).toBe('not_found')
  })

  it('renews the feed address only after a yes, and keeps the new one as done', async () => {
    const sent: unknown[] = []
    const renewed = {
      unitTypeId: 'lavanda-house',
      feedUrl: 'https://resort.example/api/v1/calendars/unit.ics?token=new',
      rotatedAt: '2030-06-02T09:00:00.000Z',
    }
    const { renewal } = actionsWith({
      rotateUnitCalendar: async (input) => {
        sent.push(input)
        return renewed
      },
    })
    renewal.getState().ask()
    expect(renewal.getState().asking).toBe(true)
    renewal.getState().cancel()
    expect(renewal.getState().asking).toBe(false)
    expect(sent).toEqual([])
    renewal.getState().ask()
    expect(await renewal.getState().renew()).toBe(true)
    expect(sent).toEqual([{ unitTypeId: 'lavanda-house' }])
    expect(renewal.getState()).toMatchObject({
      asking: false,
      done: renewed,
      justDone: true,
    })
  })

  it('copies the address, and keeps a refused clipboard as the problem', async () => {
    const written: string[] = []
    let allowed = true
    const { copy } = actionsWith({}, async (text) => {
      if (!allowed) throw new Error('NotAllowedError')
      written.push(text)
    })
    expect(await copy.getState().copy({ feedUrl: 'https://a.example/x' })).toBe(
      true,
    )
    expect(written).toEqual(['https://a.example/x'])
    expect(copy.getState().justDone).toBe(true)
    allowed = false
    expect(await copy.getState().copy()).toBe(false)
    expect(copy.getState().problem?.kind).toBe('generic')
  })

  it('fetches one outside calendar again and removes one after a yes, each by its id', async () => {
    const calls: [string, unknown][] = []
    const { refresh, removal } = actionsWith({
      refreshUnitCalendarImport: async (input) => {
        calls.push(['refresh', input])
        return { ...airbnb, status: 'failed', problem: 'gone' }
      },
      removeUnitCalendarImport: async (input) => {
        calls.push(['remove', input])
        return { removed: true }
      },
    })
    await refresh.getState().refresh({ importId: 'imp-1', name: 'Airbnb' })
    expect(refresh.getState().done?.problem).toBe('gone')
    removal.getState().ask({ importId: 'imp-1', name: 'Airbnb' })
    expect(await removal.getState().remove()).toBe(true)
    expect(calls).toEqual([
      ['refresh', { importId: 'imp-1' }],
      ['remove', { importId: 'imp-1' }],
    ])
    expect(removal.getState().done).toEqual({
      importId: 'imp-1',
      name: 'Airbnb',
    })
  })

  it('makes the last outcome old news when another action starts: only the latest is announced', async () => {
    const { copy, removal } = actionsWith({
      removeUnitCalendarImport: async () => ({ removed: true }),
    })
    await copy.getState().copy({ feedUrl: 'https://a.example/x' })
    removal.getState().ask({ importId: 'imp-1', name: 'Airbnb' })
    await removal.getState().remove()
    expect(copy.getState().justDone).toBe(false)
    expect(removal.getState().justDone).toBe(true)
  })
})

describe('the feed address shown (issue 35)', () => {
  const listed = {
    unitTypeId: 'lavanda-house',
    feedUrl: 'https://resort.example/old',
    rotatedAt: '2030-06-01T00:00:00.000Z',
  }
  it('is the renewal’s while the list is older, and the list’s once it is as new', () => {
    const renewed = {
      ...listed,
      feedUrl: 'https://resort.example/new',
      rotatedAt: '2030-06-02T00:00:00.000Z',
    }
    expect(currentFeed(listed, renewed)).toBe(renewed)
    expect(currentFeed(listed, undefined)).toBe(listed)
    expect(
      currentFeed({ ...listed, unitTypeId: 'other' }, renewed).feedUrl,
    ).toBe(listed.feedUrl)
    const later = { ...listed, rotatedAt: '2030-06-03T00:00:00.000Z' }
    expect(currentFeed(later, renewed)).toBe(later)
  })
})
