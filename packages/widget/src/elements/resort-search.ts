// Defines <resort-search>; loaded by the widget loader when the tag first appears.
import css from '../styles/widget.css?inline'
import { defineElement } from './defineElement'
import { resortSearchElement } from './ResortSearchElement'

// api-base defaults to the origin this module was loaded from: the resort's server.
defineElement(
  'resort-search',
  resortSearchElement(new URL(import.meta.url).origin),
  { lang: 'string', apiBase: 'string' },
  css,
)
