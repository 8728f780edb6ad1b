interface Point {
  x: number
  y: number
}

/**
 * Offsets that move points closer than `gap` apart until none is (a few rounds of pushing each
 * close pair apart along the line between them), so that every marker stays a target of its
 * own (WCAG 2.2 target size) where two places are a few pixels apart at a low zoom.
 */
export function spreadApart(points: readonly Point[], gap: number): Point[] {
  const at = points.map(({ x, y }) => ({ x, y }))
  for (let round = 0; round < 12; round += 1) {
    let moved = false
    for (let i = 0; i < at.length; i += 1) {
      for (let j = i + 1; j < at.length; j += 1) {
        const a = at[i] as Point
        const b = at[j] as Point
        const dx = b.x - a.x
        const dy = b.y - a.y
        const distance = Math.hypot(dx, dy)
        if (distance >= gap) continue
        // Two points on one spot part sideways.
        const [ux, uy] = distance > 0 ? [dx / distance, dy / distance] : [1, 0]
        const push = (gap - distance) / 2 + 0.01
        a.x -= ux * push
        a.y -= uy * push
        b.x += ux * push
        b.y += uy * push
        moved = true
      }
    }
    if (!moved) break
  }
  return at.map((point, index) => ({
    x: point.x - (points[index] as Point).x,
    y: point.y - (points[index] as Point).y,
  }))
}
