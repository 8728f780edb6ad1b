// The widget's search for a host page that keeps it (issue 33), loaded on demand by SiteSearch
// and UrlSearch. Imported from the widget directly, it shared one chunk with what ErrorPage
// loads from the widget, and the search carried the booking flow's English texts (issue 15: the
// home page's JavaScript). Its texts' loader comes with it, so that SiteSearch asks for a
// language's texts without a chunk of its own.
export { loadSearchTexts, ResortHostedSearch } from '@resort/widget/react'
