import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { formField, requestCodes } from './requestCodes'

const schema = z.object({
  email: z.string().check(z.minLength(3, 'required'), z.email('invalid')),
  names: z.object({ en: z.string().check(z.minLength(1, 'required')) }),
})

describe('the codes a request schema reports, for a form to say at its fields', () => {
  it('keeps the first code of each field, named by the whole path', () => {
    expect(requestCodes(schema, { email: 'x', names: { en: '' } })).toEqual({
      email: 'required',
      'names.en': 'required',
    })
  })

  it('names a nested issue by the form field it belongs to, when asked', () => {
    expect(
      requestCodes(schema, { email: 'ana@x.hr', names: { en: '' } }, formField),
    ).toEqual({ names: 'required' })
  })

  it('reports nothing for a request the schema takes', () => {
    expect(
      requestCodes(schema, { email: 'ana@x.hr', names: { en: 'Ana' } }),
    ).toEqual({})
  })
})
