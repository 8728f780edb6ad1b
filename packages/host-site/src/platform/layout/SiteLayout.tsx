import { resetReservationOutsideBooking } from '@resort/core/reservation'
import { pagePath, type PageId } from '@resort/core/site'
import { createSiteUi } from '@resort/core/siteUi'
import { useEffect, useState } from 'react'
import { Link, Outlet, useLocation } from 'react-router'
import { NewsletterSignUp } from '../../guests/newsletter/NewsletterSignUp'
import { AccountMenu } from '../../members/account/AccountMenu'
import { CookieBanner } from '../consent/CookieBanner'
import { CookieSettingsButton } from '../consent/CookieSettingsButton'
import { useTranslation } from '../i18n/translation'
import { usePageLanguage } from '../i18n/usePageLanguage'
import '../styles/siteUi.css'
import {
  bookingRequestPath,
  callbackRequestPath,
  homePath,
  loyaltyPath,
  managePath,
  searchPath,
} from '../routing/paths'
import { ClientOnly, HydrateLater } from '../ssr'
import { LanguageSwitcher } from './LanguageSwitcher'
import { LoadingBar } from './LoadingBar'
import { MobileMenu } from './MobileMenu'
import { SearchMenu } from './SearchMenu'
import { SiteMessages } from './SiteMessages'
import { SiteUiProvider } from './SiteUiContext'
import { LoadingSignal } from './useLoadingSignal'
import { useSiteNavigation } from './useSiteNavigation'
import { useStaticPartLinks } from './useStaticPartLinks'

// The group's pages the footer links to (issue 16; gift vouchers, issue 35), each under its
// language's slug.
const FOOTER_PAGES = [
  'offers',
  'giftVouchers',
  'events',
  'news',
  'explore',
  'faq',
  'reviews',
  'gallery',
  'location',
  'map',
  'contact',
  'privacy-policy',
  'club-terms',
  'style-guide',
] as const satisfies readonly PageId[]

/** Header with brand, language switcher and the account menu, the page, and the footer. */
export function SiteLayout() {
  const { t, i18n } = useTranslation()
  const { pathname } = useLocation()
  const language = usePageLanguage()
  // SPEC 4: the reservation in progress is kept on booking and sign-in pages, reset on others.
  useEffect(() => {
    resetReservationOutsideBooking(pathname)
  }, [pathname])
  // SPEC 3's global UI state: one per page view, so one per server render.
  const [siteUi] = useState(createSiteUi)
  useSiteNavigation(siteUi)
  useStaticPartLinks()
  return (
    <SiteUiProvider value={siteUi}>
      <LoadingBar />
      <a className="skip-link" href="#main">
        {t('skip_to_content')}
      </a>
      {/* Next in the tab order; the browser's alone, as it reads the consent cookie (decision 028). */}
      <ClientOnly>{() => <CookieBanner />}</ClientOnly>
      <header className="site-header">
        <Link to={homePath(i18n.language)} className="site-brand">
          {t('brand')}
        </Link>
        <HydrateLater>
          <MobileMenu>
            <nav aria-label={t('nav_label')} className="site-nav">
              <ul>
                <li>
                  <Link to={pagePath('accommodation', language)}>
                    {t('nav_accommodation')}
                  </Link>
                </li>
                <li>
                  <Link to={searchPath(i18n.language)}>{t('nav_search')}</Link>
                </li>
                <li>
                  {/* Without a booking link, the page finds the booking by number and e-mail. */}
                  <Link to={managePath(i18n.language)}>
                    {t('nav_my_booking')}
                  </Link>
                </li>
                <li>
                  <Link to={loyaltyPath(i18n.language)}>{t('nav_club')}</Link>
                </li>
              </ul>
            </nav>
            <LanguageSwitcher />
            <AccountMenu />
          </MobileMenu>
          <SearchMenu />
        </HydrateLater>
      </header>
      <SiteMessages />
      <main id="main" tabIndex={-1}>
        {/* Pages loaded on demand (the account pages) show this until they arrive. */}
        <HydrateLater
          fallback={
            <LoadingSignal>
              <p role="status">{t('loading')}</p>
            </LoadingSignal>
          }
        >
          <Outlet />
        </HydrateLater>
      </main>
      <footer className="site-footer">
        <HydrateLater>
          <NewsletterSignUp />
          <p>{t('footer_note')}</p>
          <nav aria-label={t('footer_discover_label')}>
            <ul className="site-footer__links">
              {FOOTER_PAGES.map((page) => (
                <li key={page}>
                  <Link to={pagePath(page, language)}>
                    {t(`footer_pages.${page}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={t('footer_contact_label')}>
            <ul className="site-footer__links">
              <li>
                <Link to={bookingRequestPath(i18n.language)}>
                  {t('footer_booking_request')}
                </Link>
              </li>
              <li>
                <Link to={callbackRequestPath(i18n.language)}>
                  {t('footer_callback_request')}
                </Link>
              </li>
              <li>
                <Link to={pagePath('cookiePolicy', language)}>
                  {t('consent:policy_link')}
                </Link>
              </li>
              <li>
                <CookieSettingsButton />
              </li>
            </ul>
          </nav>
        </HydrateLater>
      </footer>
    </SiteUiProvider>
  )
}
