import {
  BookingError,
  type BookingErrorProps,
} from '../confirmation/BookingError'
import { bookingResources } from '../i18n/bookingResources'
import { WidgetTranslations } from '../i18n/WidgetTranslations'

/** A booking error kind of SPEC 8 (cancelled, missing_params, generic) with its translated texts. */
export function ResortBookingError({
  lang,
  ...props
}: BookingErrorProps & { lang?: string }) {
  return (
    <WidgetTranslations lang={lang} resources={bookingResources}>
      <BookingError {...props} />
    </WidgetTranslations>
  )
}
