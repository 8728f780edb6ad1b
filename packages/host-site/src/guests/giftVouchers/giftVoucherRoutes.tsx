import { slugRoutes } from '../../platform/routing/slugRoutes'
import { lazyPage } from '../../platform/ssr'

// Its own chunk: the form, the card step and the balance check load with the page alone.
const GiftVouchersPage = lazyPage(
  'src/guests/giftVouchers/GiftVouchersPage.tsx',
  () => import('./GiftVouchersPage').then((module) => module.GiftVouchersPage),
)

/** The gift voucher page under every language's slug (issue 35). */
export const giftVoucherRoutes = (
  <>{slugRoutes('giftVouchers', <GiftVouchersPage />)}</>
)
