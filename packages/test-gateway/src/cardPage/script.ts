import {
  formatCardNumber,
  validateCardholderName,
} from '@resort/core/validation'
import {
  answerChallenge,
  confirmWithCard,
  type CardPageAnswer,
} from '../cardPageCalls'
import { outcomeOf } from './cardOutcome'

// The card page's script (decision 040), bundled by esbuild and served with its integrity. The
// card goes from here to the gateway only; the embedding page hears "confirmed" and the intent,
// by postMessage to the one origin the page was opened for.

interface Config {
  clientSecret: string
  publishableKey: string
  parent: string
}
interface Texts {
  required: string
  summary: string
  sending: string
  done: string
  errors: Record<string, string>
}

const read = <T>(id: string) =>
  JSON.parse(document.getElementById(id)?.textContent ?? '{}') as T
const config = read<Config>('card-config')
const texts = read<Texts>('card-texts')
const byId = <T extends HTMLElement>(id: string) =>
  document.getElementById(id) as T
const form = byId<HTMLFormElement>('card-form')
const summary = byId<HTMLDivElement>('summary')
const status = byId<HTMLParagraphElement>('status')
const challenge = byId<HTMLElement>('challenge')
const FIELDS = ['holder', 'number', 'expiry', 'cvc'] as const
type Field = (typeof FIELDS)[number]
const input = (field: Field) => byId<HTMLInputElement>(field)

const tell = (message: unknown) =>
  window.parent.postMessage(message, config.parent)

/** The page's height, so the embedding page sizes its frame without a scroll bar. */
new ResizeObserver(() =>
  tell({
    type: 'resort:card-height',
    height: document.documentElement.scrollHeight,
  }),
).observe(document.body)

function showErrors(errors: Partial<Record<Field, string>>) {
  for (const field of FIELDS) {
    const message = errors[field]
    const error = byId<HTMLParagraphElement>(`${field}-error`)
    error.textContent = message ?? ''
    error.hidden = !message
    if (message) input(field).setAttribute('aria-invalid', 'true')
    else input(field).removeAttribute('aria-invalid')
  }
  const first = FIELDS.find((field) => errors[field])
  if (first) input(first).focus()
}

function refuse(message: string) {
  summary.replaceChildren(
    Object.assign(document.createElement('p'), { textContent: message }),
  )
  summary.focus()
}

function busy(on: boolean) {
  for (const button of document.querySelectorAll('button'))
    button.setAttribute('aria-disabled', String(on))
  status.textContent = on ? texts.sending : ''
}

function follow(answer: CardPageAnswer) {
  const outcome = outcomeOf(answer)
  busy(false)
  if (outcome.kind === 'confirmed') {
    form.hidden = true
    challenge.hidden = true
    status.textContent = texts.done
    tell({ type: 'resort:card', status: 'confirmed', intent: outcome.intent })
  } else if (outcome.kind === 'challenge') {
    form.hidden = true
    challenge.hidden = false
    byId('challenge-title').focus()
  } else if (outcome.kind === 'field') {
    showErrors({ [outcome.field]: texts.errors[outcome.code] })
  } else {
    form.hidden = false
    challenge.hidden = true
    refuse(texts.errors[outcome.code] ?? texts.errors.generic!)
  }
}

// Groups of four as the guest types, as SPEC 5 formats a card number.
input('number').addEventListener('input', () => {
  input('number').value = formatCardNumber(input('number').value)
})

let sending = false
const once = async (work: () => Promise<CardPageAnswer>) => {
  if (sending) return
  sending = true
  busy(true)
  try {
    follow(await work())
  } catch {
    busy(false)
    refuse(texts.errors.generic!)
  } finally {
    sending = false
  }
}

form.addEventListener('submit', (event) => {
  event.preventDefault()
  summary.replaceChildren()
  const missing: Partial<Record<Field, string>> = Object.fromEntries(
    FIELDS.filter((field) => input(field).value.trim() === '').map((field) => [
      field,
      texts.required,
    ]),
  )
  // SPEC 5's cardholder name: at most 255 characters, not only digits, spaces or hyphens.
  if (!missing.holder && !validateCardholderName(input('holder').value).isValid)
    missing.holder = texts.errors.invalid_holder ?? texts.required
  showErrors(missing)
  if (Object.keys(missing).length > 0) return
  const [month = '', year = ''] = input('expiry').value.split(/\s*\/\s*/)
  void once(() =>
    confirmWithCard(
      window.location.origin,
      config.publishableKey,
      config.clientSecret,
      {
        number: input('number').value,
        expMonth: month,
        expYear: year,
        cvc: input('cvc').value.trim(),
        holder: input('holder').value.trim(),
      },
    ),
  )
})

for (const [id, passed] of [
  ['challenge-pass', true],
  ['challenge-fail', false],
] as const)
  byId(id).addEventListener('click', () => {
    void once(() =>
      answerChallenge(window.location.origin, config.clientSecret, passed),
    )
  })
