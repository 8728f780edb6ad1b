import { describe, expect, it } from 'vitest'
import { focalCrop } from './focalCrop'

describe('crops around the focal point (issue 33)', () => {
  it('keeps the whole width of a tall picture and moves the crop to the focal point', () => {
    expect(focalCrop(1200, 1600, 3 / 2, 0.5, 0.9)).toEqual({
      left: 0,
      top: 800,
      width: 1200,
      height: 800,
    })
    expect(focalCrop(1200, 1600, 3 / 2, 0.5, 0.5).top).toBe(400)
  })

  it('keeps the whole height of a wide picture, never past its edges', () => {
    expect(focalCrop(4000, 1000, 3 / 2, 0, 0.5)).toEqual({
      left: 0,
      top: 0,
      width: 1500,
      height: 1000,
    })
    expect(focalCrop(4000, 1000, 3 / 2, 1, 0.5).left).toBe(2500)
    expect(focalCrop(4000, 1000, 3 / 2, 0.25, 0.5).left).toBe(250)
  })

  it('takes a picture of the ratio whole', () => {
    expect(focalCrop(1500, 1000, 3 / 2, 0.1, 0.9)).toEqual({
      left: 0,
      top: 0,
      width: 1500,
      height: 1000,
    })
  })
})
