// A partner's own script: it listens to the widget's resort:* events on its page.
for (const name of ['resort:search', 'resort:property-selected']) {
  document.addEventListener(name, (event) => {
    const item = document.createElement('li')
    item.textContent = `${name} ${JSON.stringify(event.detail)}`
    document.getElementById('widget-events').append(item)
  })
}
