import './gate.css'
import { DEFAULT_LANGUAGE, toLanguage } from '@resort/core'
import { createApiClient } from '@resort/core/api'
import { createStagingGate } from '@resort/core/staging'
import { gateResources, type GateText } from './gateTexts'

// The page the visitor asked for names the language: /de/... shows the gate in German.
const language = toLanguage(location.pathname.split('/')[1]) ?? DEFAULT_LANGUAGE
const texts = gateResources[language].gate
const text = (key: GateText) => texts[key]

document.documentElement.lang = language
for (const node of document.querySelectorAll<HTMLElement>('[data-text]'))
  node.textContent = text(node.dataset.text as GateText)

const gate = createStagingGate({
  api: createApiClient({ baseUrl: '' }),
  storage: globalThis.localStorage,
})
const form = document.querySelector<HTMLFormElement>('#gate-form')
const message = document.querySelector<HTMLElement>('#gate-message')
const username = document.querySelector<HTMLInputElement>('#gate-username')
const password = document.querySelector<HTMLInputElement>('#gate-password')

function say(key: GateText | undefined, field?: HTMLInputElement | null) {
  if (message) message.textContent = key ? text(key) : ''
  for (const input of [username, password]) {
    if (!input) continue
    if (field === input || (key === 'wrong' && input === password))
      input.setAttribute('aria-invalid', 'true')
    else input.removeAttribute('aria-invalid')
    input.setAttribute('aria-describedby', 'gate-message')
  }
  field?.focus()
}

// Credentials remembered from an earlier visit open the site without asking again.
void gate
  .getState()
  .resume()
  .then((passed) => {
    if (passed) location.reload()
    else if (!gate.getState().authenticated) say('wrong', password)
  })

form?.addEventListener('submit', (event) => {
  event.preventDefault()
  const entered = {
    username: username?.value.trim() ?? '',
    password: password?.value ?? '',
  }
  if (!entered.username || !entered.password) {
    say('required', entered.username ? password : username)
    return
  }
  say(undefined)
  void gate
    .getState()
    .login(entered)
    .then((passed) => {
      // What was typed stays in the form; a failure says why and keeps the login screen.
      if (passed) location.reload()
      else say(gate.getState().unreachable ? 'unreachable' : 'wrong', password)
    })
})
