import { describe, expect, it } from 'vitest'
import { spreadApart } from './spreadApart'

const moved = (
  points: { x: number; y: number }[],
  offsets: { x: number; y: number }[],
) =>
  points.map((point, index) => ({
    x: point.x + (offsets[index]?.x ?? 0),
    y: point.y + (offsets[index]?.y ?? 0),
  }))

describe('markers spread apart (issue 16: each marker a target of its own)', () => {
  it('leaves markers far enough apart where they are', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 40, y: 0 },
      { x: 0, y: 30 },
    ]
    expect(spreadApart(points, 30)).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 0 },
      { x: 0, y: 0 },
    ])
  })

  it('moves close markers, even three on one spot, until each is at least the gap from every other, by little', () => {
    const points = [
      { x: 100, y: 100 },
      { x: 110, y: 105 },
      { x: 100, y: 100 },
      { x: 300, y: 300 },
    ]
    const offsets = spreadApart(points, 30)
    const placed = moved(points, offsets)
    for (const [i, a] of placed.entries())
      for (const b of placed.slice(i + 1))
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(29.9)
    expect(offsets[3]).toEqual({ x: 0, y: 0 })
    for (const offset of offsets)
      expect(Math.hypot(offset.x, offset.y)).toBeLessThan(30)
  })
})
