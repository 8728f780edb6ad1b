import { afterEach, describe, expect, it, vi } from 'vitest'
import { startWidgetLoader } from './widgetLoader'

const base = 'https://resort.example/widget/resort-widget.js'
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  document.body.innerHTML = ''
})

describe('widget loader', () => {
  it('loads an element’s module, beside the loader, when its tag is on the page', () => {
    document.body.innerHTML =
      '<resort-search></resort-search><resort-search></resort-search>'
    const load = vi.fn(() => Promise.resolve())
    const stop = startWidgetLoader({ root: document, baseUrl: base, load })
    expect(load.mock.calls).toEqual([
      ['https://resort.example/widget/elements/resort-search.js'],
    ])
    stop()
  })

  it('loads each request form’s own module when its tag is on the page', () => {
    document.body.innerHTML =
      '<resort-callback-request></resort-callback-request><resort-booking-request></resort-booking-request>'
    const load = vi.fn(() => Promise.resolve())
    const stop = startWidgetLoader({ root: document, baseUrl: base, load })
    expect(load.mock.calls.flat().sort()).toEqual([
      'https://resort.example/widget/elements/resort-booking-request.js',
      'https://resort.example/widget/elements/resort-callback-request.js',
    ])
    stop()
  })

  it('loads nothing for a page without the widget’s elements', () => {
    document.body.innerHTML = '<p>No widget here</p>'
    const load = vi.fn(() => Promise.resolve())
    const stop = startWidgetLoader({ root: document, baseUrl: base, load })
    expect(load).not.toHaveBeenCalled()
    stop()
  })

  it('loads an element added after the page loaded, also inside added markup, once', async () => {
    const load = vi.fn(() => Promise.resolve())
    const stop = startWidgetLoader({ root: document, baseUrl: base, load })
    const wrapper = document.createElement('section')
    wrapper.innerHTML = '<div><resort-search lang="de"></resort-search></div>'
    document.body.append(wrapper)
    document.body.append(document.createElement('resort-search'))
    await tick()
    expect(load).toHaveBeenCalledTimes(1)
    stop()
  })

  it('tries again when a load failed, and reports the failure', async () => {
    const onError = vi.fn()
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(undefined)
    document.body.innerHTML = '<resort-search></resort-search>'
    const stop = startWidgetLoader({
      root: document,
      baseUrl: base,
      load,
      onError,
    })
    await tick()
    expect(onError).toHaveBeenCalledWith('resort-search', expect.any(Error))
    document.body.append(document.createElement('resort-search'))
    await tick()
    expect(load).toHaveBeenCalledTimes(2)
    stop()
  })
})
