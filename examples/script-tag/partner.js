// A partner's own script: it listens to the widget's resort:* events on its page, and opens the
// booking widget for the property a guest selects.
const log = document.getElementById('widget-events')
for (const name of [
  'resort:search',
  'resort:property-selected',
  'resort:booking-confirmed',
]) {
  document.addEventListener(name, (event) => {
    const item = document.createElement('li')
    item.textContent = `${name} ${JSON.stringify(event.detail)}`
    log.append(item)
  })
}

document.addEventListener('resort:property-selected', (event) => {
  const { propertyId, dateFrom, dateTo, adults, children } = event.detail
  const search = event.target.closest('resort-search')
  document.querySelector('resort-booking')?.remove()
  const booking = document.createElement('resort-booking')
  booking.setAttribute('lang', search?.getAttribute('lang') ?? 'en')
  booking.setAttribute('property-id', propertyId)
  booking.setAttribute('date-from', dateFrom)
  booking.setAttribute('date-to', dateTo)
  booking.setAttribute('adults', String(adults))
  booking.setAttribute('children', String(children))
  search?.after(booking)
})
