import {
  createGiftVoucherBalanceCheck,
  createGiftVoucherPurchase,
  type GiftVoucherBalanceCheck,
  type GiftVoucherPurchase,
} from '@resort/core/giftVouchers'
import { useMemo } from 'react'
import { useSiteApi } from '../../platform/api/SiteApiContext'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'

// The card page talks to this page's origin; the server renders no card step, so '' is unused.
const pageOrigin = () =>
  typeof window === 'undefined' ? '' : window.location.origin

/** The page's purchase of a voucher, over the site's API, its mail in the page's language. */
export function useGiftVoucherPurchase(): GiftVoucherPurchase {
  const api = useSiteApi()
  const language = usePageLanguage()
  return useMemo(
    () =>
      createGiftVoucherPurchase({ api, language, pageOrigin: pageOrigin() }),
    [api, language],
  )
}

/** The page's balance check, over the site's API. */
export function useGiftVoucherBalanceCheck(): GiftVoucherBalanceCheck {
  const api = useSiteApi()
  return useMemo(() => createGiftVoucherBalanceCheck({ api }), [api])
}
