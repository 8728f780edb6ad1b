import { ResortManageBooking } from '@resort/widget/react'
import { useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import { useDocumentTitle } from '../../platform/layout/useDocumentTitle'
import { managePath, manageViewOf } from '../../platform/routing/paths'
import { Island } from '../../platform/ssr'

/** View, change or cancel a booking; the route follows the view, the token stays in the query. */
export function ManageBookingPage() {
  const { t, i18n } = useTranslation()
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  // The page opens on the view of its route; later views are the widget's, the URL follows.
  const [initialView] = useState(() => manageViewOf(pathname))
  useDocumentTitle(t('manage_title'))
  return (
    <div>
      <h1>{t('manage_title')}</h1>
      <Island>
        {() => (
          <ResortManageBooking
            // Another booking's link (or none, from the menu) starts afresh.
            key={params.get('token') ?? ''}
            lang={i18n.language}
            token={params.get('token') ?? ''}
            view={initialView}
            onViewChange={(view, token) => {
              const path = managePath(i18n.language, view)
              const search = token ? `?${new URLSearchParams({ token })}` : ''
              if (`${path}${search}` !== `${pathname}${window.location.search}`)
                void navigate(`${path}${search}`, { replace: true })
            }}
          />
        )}
      </Island>
    </div>
  )
}
