// Defines <resort-booking-request>; loaded by the widget loader when the tag first appears.
import {
  ResortBookingRequest,
  type ResortBookingRequestProps,
} from '../requests/ResortBookingRequest'
import { flowStyles } from '../styles/flowStyles'
import { defineElement } from './defineElement'

// api-base defaults to the origin this module was loaded from: the resort's server.
const origin = new URL(import.meta.url).origin

function ResortBookingRequestElement(props: ResortBookingRequestProps) {
  return <ResortBookingRequest {...props} apiBase={props.apiBase || origin} />
}

defineElement(
  'resort-booking-request',
  ResortBookingRequestElement,
  {
    lang: 'string',
    apiBase: 'string',
    propertyId: 'string',
    dateFrom: 'string',
    dateTo: 'string',
    adults: 'number',
    children: 'number',
  },
  flowStyles,
)
