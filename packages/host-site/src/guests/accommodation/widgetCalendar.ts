// The widget's date picker for the property page's own stay form (issue 33), loaded when a guest
// opens it, so that the page's chunk carries only its opener.
export { ResortCalendarDialog } from '@resort/widget/react'
