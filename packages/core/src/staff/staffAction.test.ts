import { describe, expect, it } from 'vitest'
import { refusal } from '../api/fakeApiClient'
import { createStaffAction } from './staffAction'

interface Note {
  text: string
}

/** A save of one note; `answer` may throw instead of the server's answer. */
function noteSave(answer?: (draft: Note) => void, startOver = false) {
  const sent: Note[] = []
  const action = createStaffAction('save', {
    draft: { text: 'first' },
    check: ({ text }): Record<string, string> =>
      text.trim() ? {} : { text: 'required' },
    send: async (draft: Note) => {
      sent.push(draft)
      answer?.(draft)
      return { savedText: draft.text }
    },
    fieldOf: (name) => (name === 'text' ? 'text' : undefined),
    startOver,
  })
  return { state: () => action.getState(), sent }
}

describe('a staff action', () => {
  it('refuses a draft its check finds wrong at the field, and sends nothing', async () => {
    const { state, sent } = noteSave()
    expect(await state().save({ text: ' ' })).toBe(false)
    expect(state().errors).toEqual({ text: 'required' })
    expect(state().problem).toBeUndefined()
    expect(state().draft).toEqual({ text: ' ' })
    expect(sent).toEqual([])
  })

  it('is busy while the server answers, and a second press meanwhile sends nothing', async () => {
    const { state, sent } = noteSave()
    const first = state().save()
    expect(state().busy).toBe(true)
    expect(await state().save()).toBe(false)
    expect(await first).toBe(true)
    expect(state()).toMatchObject({
      busy: false,
      done: { savedText: 'first' },
    })
    expect(sent).toHaveLength(1)
  })

  it('shows the server’s refusal at the field it names, and no problem beside it', async () => {
    const { state } = noteSave(() => {
      throw refusal('missing_params', 400, { text: 'too_long' })
    })
    expect(await state().save()).toBe(false)
    expect(state().errors).toEqual({ text: 'too_long' })
    expect(state().problem).toBeUndefined()
  })

  it('keeps a refusal that names no field of the form as the problem', async () => {
    const { state } = noteSave(() => {
      throw refusal('not_found', 404, { id: 'not_found' })
    })
    await state().save()
    expect(state().errors).toEqual({})
    expect(state().problem).toEqual({
      kind: 'not_found',
      fields: { id: 'not_found' },
      retryAfterSeconds: undefined,
    })
  })

  it('may be tried again after a failure: the problem goes and the same draft is sent', async () => {
    let lose = true
    const { state, sent } = noteSave(() => {
      if (!lose) return
      lose = false
      throw refusal('generic', 0)
    })
    expect(await state().save()).toBe(false)
    expect(state().problem).toEqual({ kind: 'generic', fields: {} })
    expect(await state().save()).toBe(true)
    expect(state().problem).toBeUndefined()
    expect(sent).toEqual([{ text: 'first' }, { text: 'first' }])
  })

  it('drops the changed field’s error as the draft changes, and what was just done is no longer news', async () => {
    const { state } = noteSave()
    await state().save({ text: '' })
    state().change({ text: 'second' }, 'text')
    expect(state().errors).toEqual({})
    await state().save()
    expect(state().justDone).toBe(true)
    state().change({ text: 'third' })
    expect(state().justDone).toBe(false)
    // What the server answered stays known: it is what the server now has.
    expect(state().done).toEqual({ savedText: 'second' })
    expect(state().draft).toEqual({ text: 'third' })
  })

  it('asks before acting; the question closes when it is answered either way', async () => {
    const { state, sent } = noteSave()
    state().ask()
    expect(state().asking).toBe(true)
    state().cancel()
    expect(state().asking).toBe(false)
    expect(sent).toEqual([])
    state().ask({ text: 'asked about' })
    await state().save()
    expect(state().asking).toBe(false)
    expect(sent).toEqual([{ text: 'asked about' }])
  })

  it('begins the draft again once done when it adds one thing after another', async () => {
    const { state } = noteSave(undefined, true)
    await state().save({ text: 'an entry' })
    expect(state().done).toEqual({ savedText: 'an entry' })
    expect(state().draft).toEqual({ text: 'first' })
  })

  it('no longer announces its outcome when dismissed', async () => {
    const { state } = noteSave(() => {
      throw refusal('generic', 500)
    })
    await state().save()
    state().dismiss()
    expect(state().problem).toBeUndefined()
    expect(state().justDone).toBe(false)
  })
})
