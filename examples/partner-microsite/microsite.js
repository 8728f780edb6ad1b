// Fills the stay of the <resort-booking> template (default: 30 to 33 days from today, or the
// date-from and date-to of the page's query, as a campaign link may give them) and appends it.
const isoDate = /^\d{4}-\d{2}-\d{2}$/

function daysFromToday(days) {
  const date = new Date()
  date.setDate(date.getDate() + days)
  const pad = (n) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

const query = new URLSearchParams(window.location.search)
const from = query.get('date-from') ?? ''
const to = query.get('date-to') ?? ''
const fromQuery = isoDate.test(from) && isoDate.test(to) && from < to

const template = document.getElementById('booking-widget')
// importNode, not cloneNode: the copy belongs to this document, so the element upgrades here.
const booking = document.importNode(
  template.content.querySelector('resort-booking'),
  false,
)
booking.setAttribute('date-from', fromQuery ? from : daysFromToday(30))
booking.setAttribute('date-to', fromQuery ? to : daysFromToday(33))
document.getElementById('booking').append(booking)
