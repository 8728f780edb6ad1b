// The widget's search alone, loaded on demand by SiteSearch. Imported from the widget directly,
// it shared one chunk with what ErrorPage loads from the widget, and the search carried the
// booking flow's English texts (issue 15: the home page's JavaScript).
export { ResortSearch } from '@resort/widget/react'
