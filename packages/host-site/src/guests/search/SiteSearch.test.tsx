import { act, screen } from '@testing-library/react'
import { Route } from 'react-router'
import { describe, expect, it } from 'vitest'
import { renderSite } from '../../testing/renderSite'
import { fakeSiteApi } from '../../testing/siteFixtures'
import { SiteSearch } from './SiteSearch'

const routes = (
  <Route
    path="/:lang"
    element={
      <div data-testid="search-place">
        <SiteSearch />
      </div>
    }
  />
)

describe('the home page’s search island', () => {
  it.each([
    ['de', 'Reiseziel oder Unterkunft'],
    ['hr', 'Odredište ili smještaj'],
  ])(
    'issue 33: keeps its place in %s until the form shows in the page’s language (no layout shift)',
    async (lang, destination) => {
      // The widget renders nothing until its texts have loaded: that moment must not be seen.
      const empty: boolean[] = []
      const watcher = new MutationObserver(() => {
        const place = document.querySelector('[data-testid="search-place"]')
        if (place) empty.push(place.childElementCount === 0)
      })
      watcher.observe(document.body, { childList: true, subtree: true })
      await act(async () => {
        renderSite(`/${lang}`, fakeSiteApi(), routes)
      })
      expect(
        await screen.findByRole('combobox', { name: destination }),
      ).toBeInTheDocument()
      watcher.disconnect()
      expect(empty).not.toContain(true)
      expect(
        screen.getByTestId('search-place').querySelector('.island-loading'),
      ).toBeNull()
    },
  )
})
