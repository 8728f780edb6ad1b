import { afterEach, describe, expect, it } from 'vitest'
import { holdEarlyClicks, holdEarlySubmits } from './earlyInput'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('a form sent before the page has hydrated (issue 15: nothing typed is lost)', () => {
  it('is held while the page hydrates, then sent once by its own handler with the button pressed', async () => {
    document.body.innerHTML =
      '<form><input name="email"><button name="go" value="now">Send</button></form>'
    const form = document.querySelector('form')!
    const sent: (string | undefined)[] = []
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      sent.push((event.submitter as HTMLButtonElement | null)?.value)
    })
    let hydrated = () => {}
    holdEarlySubmits(new Promise<void>((resolve) => (hydrated = resolve)))

    const early = new SubmitEvent('submit', {
      cancelable: true,
      bubbles: true,
      submitter: form.querySelector('button'),
    })
    form.dispatchEvent(early)
    expect(early.defaultPrevented).toBe(true)
    expect(sent).toEqual([])

    hydrated()
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(sent).toEqual(['now'])
    // Hydrated, the page's handlers take every form as it is sent.
    form.requestSubmit()
    expect(sent).toEqual(['now', undefined])
  })
})

describe('a button pressed before the page has hydrated (issue 33: a search result’s Select on the server’s page)', () => {
  it('is held while the page hydrates, then pressed once for its handler; links and submit buttons are left alone', async () => {
    document.body.innerHTML =
      '<button type="button" id="select">Select</button><a href="#x" id="link">Link</a>'
    const select = document.getElementById('select')!
    const link = document.getElementById('link')!
    let hydrated = () => {}
    holdEarlyClicks(new Promise<void>((resolve) => (hydrated = resolve)))
    const pressed: string[] = []

    const early = new MouseEvent('click', { cancelable: true, bubbles: true })
    select.dispatchEvent(early)
    expect(early.defaultPrevented).toBe(true)
    const followed = new MouseEvent('click', {
      cancelable: true,
      bubbles: true,
    })
    link.dispatchEvent(followed)
    expect(followed.defaultPrevented).toBe(false)

    // Hydration attaches the handler to the same element.
    select.addEventListener('click', () => pressed.push('select'))
    hydrated()
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(pressed).toEqual(['select'])
    // Hydrated, a press is the handler's at once.
    select.click()
    expect(pressed).toEqual(['select', 'select'])
  })
})
