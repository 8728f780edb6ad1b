// `@resort/widget/payment`: the card step alone, for the host site's payments that are not a
// booking's (gift vouchers, issue 35). An entry of its own, so that the search and booking
// entries' chunks in the site stay as they were (the size budgets measure them by entry).
import { createElement } from 'react'
import { bookingResources } from './i18n/bookingResources'
import { WidgetTranslations } from './i18n/WidgetTranslations'
import { CardFrame, type CardFrameProps } from './payment/CardFrame'

export type { CardFrameProps } from './payment/CardFrame'

export interface ResortCardFrameProps extends CardFrameProps {
  /** en, de, it, hr or sl; anything else shows English. */
  lang?: string | undefined
}

/**
 * The card step alone (decision 040), in its own language: the card page in a frame, for a
 * payment that is not a booking's (the host site's gift vouchers, issue 35). Its texts are the
 * booking's payment texts, with `texts` for the payment's own intro, busy and back.
 */
export function ResortCardFrame({ lang, ...card }: ResortCardFrameProps) {
  return createElement(WidgetTranslations, {
    lang,
    resources: bookingResources,
    children: createElement(CardFrame, card),
  })
}
