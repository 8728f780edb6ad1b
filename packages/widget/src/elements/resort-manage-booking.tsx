// Defines <resort-manage-booking>; loaded by the widget loader when the tag first appears.
import {
  ResortManageBooking,
  type ResortManageBookingProps,
} from '../manage/ResortManageBooking'
import { manageStyles } from '../styles/flowStyles'
import { defineElement } from './defineElement'

// api-base defaults to the origin this module was loaded from: the resort's server.
const origin = new URL(import.meta.url).origin

// Without a token attribute, the page's own ?token= (a booking link opened on a partner's page).
function ResortManageBookingElement(props: ResortManageBookingProps) {
  const token =
    props.token || new URLSearchParams(location.search).get('token') || ''
  return (
    <ResortManageBooking
      {...props}
      token={token}
      apiBase={props.apiBase || origin}
    />
  )
}

defineElement(
  'resort-manage-booking',
  ResortManageBookingElement,
  { lang: 'string', apiBase: 'string', token: 'string', view: 'string' },
  manageStyles,
)
