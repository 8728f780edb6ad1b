import { describe, expect, it } from 'vitest'
import { hydrationAwaits, isHydrating, whileHydrating } from './hydration'

const tasks = (count: number) =>
  new Promise((resolve) => setTimeout(resolve, count))

describe('the hydration phase (issue 15: static parts keep the server’s markup while it lasts)', () => {
  it('ends a task after the first pass when nothing waits', async () => {
    whileHydrating(() => {})
    expect(isHydrating()).toBe(true)
    await tasks(5)
    expect(isHydrating()).toBe(false)
  })

  it('lasts while a page’s chunk asked for during it loads, and ends once it has arrived', async () => {
    let arrive = () => {}
    const chunk = new Promise<void>((resolve) => (arrive = resolve))
    whileHydrating(() => void hydrationAwaits(chunk))
    await tasks(20)
    expect(isHydrating()).toBe(true)
    arrive()
    await tasks(5)
    expect(isHydrating()).toBe(false)
  })

  it('leaves a chunk asked for after the phase alone', async () => {
    const chunk = new Promise<void>(() => {})
    expect(hydrationAwaits(chunk)).toBe(chunk)
    await tasks(1)
    expect(isHydrating()).toBe(false)
  })
})
