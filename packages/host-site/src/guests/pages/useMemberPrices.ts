import { joinClubWhileBooking } from '@resort/core/reservation'
import type { MemberPriceActions } from '@resort/widget/react'
import { useMemo } from 'react'
import { useNavigate } from 'react-router'
import { useAccountFlow } from '../../members/account/AccountFlowContext'
import { useSiteApi } from '../../platform/api/SiteApiContext'
import { siteTracker } from '../../platform/consent/siteConsent'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { registrationPath, signInPath } from '../../platform/routing/paths'

/**
 * The booking widget's member-price actions on the site: a signed-in member joins the club in
 * place (sign_up in loyalty_reservation); a guest signs in or registers and comes back to `here`.
 */
export function useMemberPrices(here: string): MemberPriceActions {
  const api = useSiteApi()
  const account = useAccountFlow()
  const navigate = useNavigate()
  const language = usePageLanguage()
  return useMemo(
    () => ({
      joinClub: () => joinClubWhileBooking(api, siteTracker()),
      signIn: (page) => {
        account.getState().rememberRedirect(here)
        void navigate(
          page === 'sign-in'
            ? signInPath(language)
            : registrationPath(language),
        )
      },
    }),
    [api, account, navigate, language, here],
  )
}
