import axe from 'axe-core'
import { expect } from 'vitest'

/** Fails on any axe violation in the document as it is now (contrast aside: no layout here). */
export async function expectNoAxeViolations(): Promise<void> {
  const { violations } = await axe.run(
    // The test's own address line is no part of the page.
    { include: [['body']], exclude: [['[data-testid="address"]']] },
    { rules: { 'color-contrast': { enabled: false } } },
  )
  expect(
    violations.map(
      ({ id, nodes }) =>
        `${id}: ${nodes.map(({ target }) => target.join(' ')).join(', ')}`,
    ),
  ).toEqual([])
}
