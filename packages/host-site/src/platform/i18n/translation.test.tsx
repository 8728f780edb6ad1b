import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { siteI18n } from '../../testing/siteI18n'
import { createSiteI18n, SiteTranslations, useTranslation } from './translation'

const texts = {
  common: { hello: 'Zdravo {{name}}', nights_two: '{{count}} noči (dve)' },
  consent: { policy_link: 'Politika piškotkov' },
}

describe('the site’s texts (decision 031)', () => {
  it('reads the common namespace, another as ns:key or { ns }, and plural forms of the page’s language', () => {
    const { t } = createSiteI18n('sl', texts)
    expect(t('hello', { name: 'Ana' })).toBe('Zdravo Ana')
    expect(t('consent:policy_link')).toBe('Politika piškotkov')
    expect(t('policy_link', { ns: 'consent' })).toBe('Politika piškotkov')
    expect(t('nights', { count: 2 })).toBe('2 noči (dve)')
    // A colon in a key that names no namespace is part of the key.
    expect(t('Reason: none')).toBe('Reason: none')
  })

  it('finds a namespace added after its translate function was made, in this page’s texts only', () => {
    const i18n = createSiteI18n('de', texts)
    const account = i18n.translate('account')
    expect(i18n.hasResourceBundle('de', 'account')).toBe(false)
    i18n.addResourceBundle('de', 'account', { title: 'Ihr Konto' })
    expect(i18n.hasResourceBundle('de', 'account')).toBe(true)
    expect(account('title')).toBe('Ihr Konto')
    expect(createSiteI18n('de', texts).hasResourceBundle('de', 'account')).toBe(
      false,
    )
  })

  it('gives a component its namespace’s texts and the page’s language, the site’s real texts in German', () => {
    function Greeting() {
      const { t, i18n } = useTranslation('consent')
      return (
        <p lang={i18n.language}>
          {t('reject_all')} / {t('common:back_home')}
        </p>
      )
    }
    render(
      <SiteTranslations i18n={siteI18n('de')}>
        <Greeting />
      </SiteTranslations>,
    )
    const text = screen.getByText(/\//)
    expect(text).toHaveAttribute('lang', 'de')
    expect(text.textContent).not.toMatch(/reject_all|back_home/)
  })

  it('refuses a component outside the page’s texts, rather than showing keys', () => {
    function Orphan() {
      return <p>{useTranslation().t('back_home')}</p>
    }
    expect(() => render(<Orphan />)).toThrow(/SiteTranslations/)
  })
})
