// @vitest-environment node
import { LANGUAGES } from '@resort/core'
import { formatPrice } from '@resort/core/format'
import { pagePath } from '@resort/core/site'
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

describe('the gift voucher page rendered on the server (decision 027)', () => {
  it('issue 35: answers under each language’s own slug with its title, description, form and balance check, and links its chunk', async () => {
    const descriptions = new Set<string>()
    for (const language of LANGUAGES) {
      const path = pagePath('giftVouchers', language)
      const page = await render(path)
      expect(page.status, path).toBe(200)
      expect(page.title, path).toBeTruthy()
      expect(page.description, path).not.toMatch(/{{|}}/)
      descriptions.add(page.description ?? '')
      expect(page.chunks).toContain(
        'src/guests/giftVouchers/GiftVouchersPage.tsx',
      )
    }
    expect(descriptions.size).toBe(LANGUAGES.length)

    const german = await render('/de/gutscheine')
    expect(german.title).toBe('Geschenkgutscheine – Adria Alpe Resorts')
    const euros = (amount: number) => formatPrice(amount, 'EUR', 'de')
    expect(german.description).toContain(
      `${euros(1_000)} bis ${euros(200_000)}`,
    )
    expect(german.description).toContain('3 Jahre')
    // The form is in the page before its script: its fields, the amounts and the check.
    expect(german.html).toContain('Name der beschenkten Person')
    expect(german.html).toContain(euros(10_000))
    expect(german.html).toContain('Guthaben eines Gutscheins prüfen')
    // The footer links the page in every language.
    expect(german.html).toContain('href="/de/gutscheine"')
  })

  it('issue 33: an English slug under another language moves to its own for good', async () => {
    const page = await render('/it/gift-vouchers')
    expect(page.redirect).toBe('/it/buoni-regalo')
    expect(page.permanent).toBe(true)
  })
})
