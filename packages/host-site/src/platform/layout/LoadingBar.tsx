import { useTranslation } from '../i18n/translation'
import { useSiteUi } from './SiteUiContext'

/**
 * SPEC 3's isLoading: a thin bar at the top while a page's data or code loads, and one polite
 * announcement for screen readers (the status text is set once, then emptied).
 */
export function LoadingBar() {
  const { t } = useTranslation('siteUi')
  const isLoading = useSiteUi((state) => state.isLoading)
  return (
    <>
      <div className="site-progress" hidden={!isLoading} aria-hidden="true">
        <div className="site-progress__bar" />
      </div>
      {/* A live region without the status role: pages keep their own status messages. */}
      <p aria-live="polite" className="visually-hidden">
        {isLoading ? t('page_loading') : ''}
      </p>
    </>
  )
}
