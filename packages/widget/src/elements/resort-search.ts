// Defines <resort-search>; loaded by the widget loader when the tag first appears.
import { searchStyles } from '../styles/searchStyles'
import { defineElement } from './defineElement'
import { resortSearchElement } from './ResortSearchElement'

// api-base defaults to the origin this module was loaded from: the resort's server.
defineElement(
  'resort-search',
  resortSearchElement(new URL(import.meta.url).origin),
  { lang: 'string', apiBase: 'string' },
  searchStyles,
)
