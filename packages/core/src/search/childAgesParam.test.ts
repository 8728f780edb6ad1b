import { describe, expect, it } from 'vitest'
import { childAgesParam, parseChildAges, partyAges } from './childAgesParam'

describe('SPEC 3 childAges in search parameters (issue 33)', () => {
  it('writes and reads the ages as childAges=4,9', () => {
    expect(childAgesParam([4, 9])).toBe('4,9')
    expect(parseChildAges('4,9', 2)).toEqual([4, 9])
    expect(parseChildAges('0', 1)).toEqual([0])
  })

  it('reads nothing from a list that is not one age from 0 to 17 per child', () => {
    expect(parseChildAges('4,9', 3)).toBeUndefined()
    expect(parseChildAges('4,18', 2)).toBeUndefined()
    expect(parseChildAges('4,x', 2)).toBeUndefined()
    expect(parseChildAges('4,-1', 2)).toBeUndefined()
    expect(parseChildAges('', 0)).toBeUndefined()
    expect(parseChildAges(null, 1)).toBeUndefined()
  })

  it('takes a party’s ages only when it has children', () => {
    expect(partyAges([4, 9], 2)).toEqual([4, 9])
    expect(partyAges([], 0)).toBeUndefined()
    expect(partyAges([4, 'nine'], 2)).toBeUndefined()
  })
})
