import axe from 'axe-core'
import { expect } from 'vitest'

/**
 * Fails on any axe violation in the document as it is now: contrast aside (no layout here) and
 * landmarks (a component rendered alone is not a page). `frames: false` leaves frames' insides
 * out (another origin's page, which happy-dom does not load).
 */
export async function expectNoAxeViolations({
  frames = true,
}: { frames?: boolean } = {}): Promise<void> {
  const { violations } = await axe.run(document.body, {
    iframes: frames,
    rules: {
      'color-contrast': { enabled: false },
      region: { enabled: false },
    },
  })
  expect(
    violations.map(
      ({ id, nodes }) =>
        `${id}: ${nodes.map(({ target }) => target.join(' ')).join(', ')}`,
    ),
  ).toEqual([])
}
