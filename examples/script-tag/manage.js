// A partner's own script: it logs what the guest did with the booking.
const log = document.getElementById('widget-events')
for (const name of ['resort:booking-modified', 'resort:booking-cancelled']) {
  document.addEventListener(name, (event) => {
    const item = document.createElement('li')
    item.textContent = `${name} ${JSON.stringify(event.detail)}`
    log.append(item)
  })
}
