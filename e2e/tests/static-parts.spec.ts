import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { hydrated } from '../support/hydrated'

// Issue 15: while a page hydrates, its static parts (ssr/StaticPart) keep the server's markup,
// so the browser does not run their components again; their links still move within the site.

/** Counts changes inside the static parts from the end of parsing, before any script runs. */
async function watchStaticParts(page: Page) {
  await page.addInitScript(() => {
    const state = { changes: 0, parts: 0, kept: [] as Node[] }
    Object.assign(window, { staticParts: state })
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return
      const parts = document.querySelectorAll('[data-static-part]')
      state.parts = parts.length
      state.kept = Array.from(parts).flatMap((part) =>
        Array.from(part.childNodes),
      )
      new MutationObserver((records) => {
        for (const { target } of records) {
          const element =
            target instanceof Element ? target : target.parentElement
          if (element?.closest('[data-static-part]')) state.changes += 1
        }
      }).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      })
    })
  })
}

const staticState = (page: Page) =>
  page.evaluate(() => {
    const { changes, parts, kept } = (
      window as unknown as {
        staticParts: { changes: number; parts: number; kept: Node[] }
      }
    ).staticParts
    return {
      changes,
      parts,
      kept: kept.length,
      connected: kept.every((node) => node.isConnected),
    }
  })

/** How many click listeners the first element matching `selector` has (Preact adds its own). */
async function clickListeners(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page)
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: `document.querySelector(${JSON.stringify(selector)})`,
  })
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
    objectId: result.objectId ?? '',
  })
  await cdp.detach()
  return listeners.filter(({ type }) => type === 'click').length
}

test('issue 15: hydration leaves the static parts of home, the list and a property page as the server made them', async ({
  page,
}) => {
  await watchStaticParts(page)
  for (const [path, parts] of [
    ['/en', 1],
    ['/de/unterkunft', 1],
    ['/hr/smjestaj/cissa-rovinj', 2],
  ] as const) {
    await page.goto(path)
    await hydrated(page)
    const state = await staticState(page)
    expect(state.parts, path).toBe(parts)
    expect(state.kept, path).toBeGreaterThan(0)
    expect(state.changes, path).toBe(0)
    expect(state.connected, path).toBe(true)
    // Their components did not run: a link there has no handler, the header's links have.
    expect(await clickListeners(page, '[data-static-part] a'), path).toBe(0)
    expect(await clickListeners(page, '.site-brand'), path).toBeGreaterThan(0)
  }
})

test('issue 15: the routes, the header, the page and the footer hydrate in turns, on the markup the server sent', async ({
  page,
}) => {
  // The regions' nodes at the end of parsing (the routes, the header, the page, the footer): a
  // region shown anew would have new ones.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return
      Object.assign(window, {
        laterRegions: Array.from(document.querySelectorAll('.hydrate-later')),
      })
    })
  })
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/en')
  await hydrated(page)
  expect(
    await page.evaluate(() => {
      const kept = (window as unknown as { laterRegions: Element[] })
        .laterRegions
      return kept.map((region) => region.isConnected)
    }),
  ).toEqual([true, true, true, true])
  // And hydrated: the menu's button opens the menu.
  const menu = page.getByRole('button', { name: 'Menu', exact: true })
  await menu.click()
  await expect(menu).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
})

test('issue 15: a link in a static part moves within the site, by mouse and by keyboard; a new-tab click is the browser’s', async ({
  page,
  context,
}) => {
  await page.goto('/en')
  await hydrated(page)
  const featured = page.locator('#home-featured')
  await expect(featured).toHaveAttribute('data-static-part', '')
  // A marker on the window survives only a navigation within the page.
  await page.evaluate(() => Object.assign(window, { samePage: true }))
  const card = featured.getByRole('link').first()
  const name = (await card.textContent()) ?? ''
  // The property's page loads its part of the site and its data first: on CI's busy machine that
  // took more than the default 5 s (it passed on retry).
  const arrived = page.getByRole('heading', { level: 1, name })
  await card.click()
  await expect(arrived).toBeVisible({ timeout: 15_000 })
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true)

  await page.goBack()
  await expect(featured.getByRole('link').first()).toBeVisible()
  await featured.getByRole('link').first().focus()
  await page.keyboard.press('Enter')
  await expect(arrived).toBeVisible({ timeout: 15_000 })
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true)

  // Control-click opens the property in a new tab and leaves this page where it is.
  await page.goto('/en')
  await hydrated(page)
  const opened = context.waitForEvent('page')
  await page
    .locator('#home-featured')
    .getByRole('link')
    .first()
    .click({ modifiers: ['ControlOrMeta'] })
  await (await opened).close()
  await expect(page).toHaveURL(/\/en$/)
})
