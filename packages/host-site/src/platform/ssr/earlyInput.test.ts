import { afterEach, describe, expect, it } from 'vitest'
import { holdEarlySubmits } from './earlyInput'

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
