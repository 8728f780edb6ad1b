// Defines <resort-booking>; loaded by the widget loader when the tag first appears.
import {
  ResortBooking,
  type ResortBookingProps,
} from '../booking/ResortBooking'
import { flowStyles } from '../styles/flowStyles'
import { defineElement } from './defineElement'

// api-base defaults to the origin this module was loaded from: the resort's server.
const origin = new URL(import.meta.url).origin

function ResortBookingElement(props: ResortBookingProps) {
  return (
    <ResortBooking
      {...props}
      apiBase={props.apiBase || origin}
      revealWhenOpened
    />
  )
}

defineElement(
  'resort-booking',
  ResortBookingElement,
  {
    lang: 'string',
    apiBase: 'string',
    manageBase: 'string',
    siteBase: 'string',
    propertyId: 'string',
    dateFrom: 'string',
    dateTo: 'string',
    adults: 'number',
    children: 'number',
    childAges: 'string',
    unitId: 'string',
    rateId: 'string',
  },
  flowStyles,
)
