// The widget's booking error alone, loaded on demand by ErrorPage (see search/widgetSearch.ts).
export { ResortBookingError } from '@resort/widget/react'
