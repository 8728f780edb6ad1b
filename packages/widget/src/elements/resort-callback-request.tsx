// Defines <resort-callback-request>; loaded by the widget loader when the tag first appears.
import {
  ResortCallbackRequest,
  type ResortCallbackRequestProps,
} from '../requests/ResortCallbackRequest'
import { flowStyles } from '../styles/flowStyles'
import { defineElement } from './defineElement'

// api-base defaults to the origin this module was loaded from: the resort's server.
const origin = new URL(import.meta.url).origin

function ResortCallbackRequestElement(props: ResortCallbackRequestProps) {
  return <ResortCallbackRequest {...props} apiBase={props.apiBase || origin} />
}

defineElement(
  'resort-callback-request',
  ResortCallbackRequestElement,
  { lang: 'string', apiBase: 'string' },
  flowStyles,
)
