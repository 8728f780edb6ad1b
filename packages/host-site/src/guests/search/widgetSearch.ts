// The widget's search for a host page that keeps it (issue 33), loaded on demand by SiteSearch
// and UrlSearch. Imported from the widget directly, it shared one chunk with what ErrorPage
// loads from the widget, and the search carried the booking flow's English texts (issue 15: the
// home page's JavaScript).
export { ResortHostedSearch } from '@resort/widget/react'
