// A partner's own script: it listens to the widget's resort:* events on its page.
document.addEventListener('resort:search', (event) => {
  const item = document.createElement('li')
  item.textContent = `resort:search ${JSON.stringify(event.detail)}`
  document.getElementById('widget-events').append(item)
})
