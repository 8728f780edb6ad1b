import { describe, expect, it } from 'vitest'
import { fakeApiClient, refusal } from '../api/fakeApiClient'
import { createRequestUpdate } from './requestUpdate'

const request = {
  id: 'req-1',
  kind: 'callback' as const,
  status: 'new' as const,
  note: null,
  language: 'en',
  email: 'ana.h@example.com',
  form: { name: 'Ana' },
  createdAt: '2027-06-01T10:00:00.000Z',
  propertyName: null,
}

function requestUpdate(fail?: () => never) {
  const sent: unknown[] = []
  const flow = createRequestUpdate({
    api: fakeApiClient({
      updateRequest: async (input) => {
        sent.push(input)
        fail?.()
        return { ...request, status: input.status, note: input.note ?? null }
      },
    }),
    request,
  })
  return { state: () => flow.getState(), sent }
}

describe('saving a request’s status and note (issue 14)', () => {
  it('begins from what the server has, and sends the status and note chosen', async () => {
    const { state, sent } = requestUpdate()
    expect(state().draft).toEqual({ status: 'new', note: '' })
    expect(await state().save({ status: 'done', note: 'Called back.' })).toBe(
      true,
    )
    expect(sent).toEqual([
      { id: 'req-1', status: 'done', note: 'Called back.' },
    ])
    expect(state().done).toMatchObject({ status: 'done', note: 'Called back.' })
  })

  it('refuses a note over 2000 characters at the note before sending', async () => {
    const { state, sent } = requestUpdate()
    expect(await state().save({ note: 'x'.repeat(2001) })).toBe(false)
    expect(state().errors).toEqual({ note: 'too_long' })
    expect(sent).toEqual([])
  })

  it('keeps the note typed when the save failed, and says so as a problem', async () => {
    const { state } = requestUpdate(() => {
      throw refusal('generic', 500)
    })
    await state().save({ note: 'Keep me' })
    expect(state().draft.note).toBe('Keep me')
    expect(state().problem?.kind).toBe('generic')
  })
})
