// A partner's own script: it listens to the widget's resort:* events on its page, and opens the
// booking widget for the property a guest selects.
const log = document.getElementById('widget-events')
const show = (text) => {
  const item = document.createElement('li')
  item.textContent = text
  log.append(item)
}
for (const name of [
  'resort:search',
  'resort:property-selected',
  'resort:booking-confirmed',
]) {
  document.addEventListener(name, (event) =>
    show(`${name} ${JSON.stringify(event.detail)}`),
  )
}
// The tracking events a page without Google Tag Manager can use (the same as the dataLayer's).
for (const name of [
  'view_item_list',
  'select_item',
  'view_item',
  'add_to_cart',
  'view_cart',
  'begin_checkout',
  'purchase',
]) {
  document.addEventListener(`resort:${name}`, (event) =>
    show(`resort:${name} ${event.detail.ecommerce.value ?? ''}`.trim()),
  )
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
