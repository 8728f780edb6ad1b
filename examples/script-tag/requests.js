// A partner's own script: it lists the request forms' resort:* events on its page.
const log = document.getElementById('widget-events')
for (const name of ['resort:request-sent', 'resort:form_submit']) {
  document.addEventListener(name, (event) => {
    const item = document.createElement('li')
    item.textContent = `${name} ${JSON.stringify(event.detail)}`
    log.append(item)
  })
}
