// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { renderPage } from '../../entry-server'
import { fakeFetch } from '../../testing/fakeFetch'
import { fakeSiteApi } from '../../testing/siteFixtures'

const render = (url: string) =>
  renderPage({
    url,
    cookies: '',
    fetch: fakeFetch(fakeSiteApi()),
    language: url.split('/')[1] ?? 'en',
    origin: 'https://resort.example',
  })

describe('the gallery and unit type pages rendered on the server (issue 16)', () => {
  it('issue 16: a property’s gallery carries its grid of thumbnails in the markup; the viewer waits for the browser', async () => {
    const page = await render('/de/galerie/cissa-rovinj')
    expect(page.status).toBe(200)
    expect(page.errors).toEqual([])
    expect(page.html).toMatch(/<h1 id="gallery-title">Hotel Cissa<\/h1>/)
    expect(page.html.match(/class="picture-grid__open"/g)).toHaveLength(6)
    expect(page.html).toContain('Hotel Cissa, Rovinj – Bild 2 von 3')
    expect(page.html).not.toContain('<dialog')
    expect(page.title).toBe('Hotel Cissa, Rovinj: Bilder – Adria Alpe Resorts')
    expect(page.description).toBe(
      'Alle Bilder von Hotel Cissa in Rovinj und seinen Zimmern und Wohneinheiten.',
    )
  })

  it('issue 16: the gallery’s index and a unit type’s page are the server’s too; an unknown property answers 404', async () => {
    const index = await render('/en/gallery')
    expect(index.status).toBe(200)
    expect(index.html).toMatch(/<h1 id="gallery-title">Gallery<\/h1>/)

    const unit = await render(
      '/en/accommodation/cissa-rovinj/rooms/cissa-classic',
    )
    expect(unit.status).toBe(200)
    expect(unit.errors).toEqual([])
    expect(unit.html).toMatch(/<h1 id="unit-title">Classic double room<\/h1>/)
    expect(unit.description).toBe('A quiet room towards the pines.')

    const moved = await render(
      '/en/accommodation/cissa-rovinj/units/cissa-classic?adults=2',
    )
    expect(moved.redirect).toBe(
      '/en/accommodation/cissa-rovinj/rooms/cissa-classic?adults=2',
    )

    expect((await render('/en/gallery/no-such-hotel')).status).toBe(404)
    expect(
      (await render('/en/accommodation/cissa-rovinj/rooms/no-such-room'))
        .status,
    ).toBe(404)
  })
})
