// The site's card page's script with Stripe (decision 040), bundled by esbuild into the server's
// dist and served with its integrity. It mounts Stripe's Payment Element (card, and Apple Pay or
// Google Pay where the guest's browser and the account offer them), confirms the intent the
// server started, and tells the framing page "confirmed" and its height, by postMessage to the one
// origin the page was opened for. The card goes from Stripe's frames to Stripe only.

export {}

interface Config {
  publishableKey: string
  clientSecret: string
  parent: string
  kind: 'setup' | 'payment'
  locale: string
  returnUrl: string
}
interface Texts {
  sending: string
  done: string
  generic: string
}

/** The part of Stripe.js (loaded from js.stripe.com) this page uses. */
interface StripeElements {
  create(
    type: 'payment',
    options: Record<string, unknown>,
  ): { mount(selector: string): void }
}
interface StripeIntentAnswer {
  error?: { message?: string }
  paymentIntent?: { id: string; status: string }
  setupIntent?: { id: string; status: string }
}
interface StripeJs {
  elements(options: Record<string, unknown>): StripeElements
  confirmPayment(options: Record<string, unknown>): Promise<StripeIntentAnswer>
  confirmSetup(options: Record<string, unknown>): Promise<StripeIntentAnswer>
  retrievePaymentIntent(secret: string): Promise<StripeIntentAnswer>
  retrieveSetupIntent(secret: string): Promise<StripeIntentAnswer>
}
declare const Stripe: (key: string, options?: { locale?: string }) => StripeJs

const read = <T>(id: string) =>
  JSON.parse(document.getElementById(id)?.textContent ?? '{}') as T
const config = read<Config>('card-config')
const texts = read<Texts>('card-texts')
const form = document.getElementById('card-form') as HTMLFormElement
const status = document.getElementById('status') as HTMLParagraphElement
const problem = document.getElementById('card-error') as HTMLDivElement
const submit = document.getElementById('card-submit') as HTMLButtonElement

const tell = (message: unknown) =>
  window.parent.postMessage(message, config.parent)

new ResizeObserver(() =>
  tell({
    type: 'resort:card-height',
    height: document.documentElement.scrollHeight,
  }),
).observe(document.body)

const CONFIRMED = new Set(['succeeded', 'requires_capture', 'processing'])

function settle(answer: StripeIntentAnswer) {
  const intent = answer.paymentIntent ?? answer.setupIntent
  if (intent && CONFIRMED.has(intent.status)) {
    form.hidden = true
    status.textContent = texts.done
    tell({ type: 'resort:card', status: 'confirmed', intent: intent.id })
    return
  }
  status.textContent = ''
  submit.setAttribute('aria-disabled', 'false')
  problem.textContent = answer.error?.message ?? texts.generic
  problem.hidden = false
  problem.focus()
}

const stripe = Stripe(config.publishableKey, { locale: config.locale })
const elements = stripe.elements({
  clientSecret: config.clientSecret,
  locale: config.locale,
  appearance: { theme: 'stripe', variables: { colorPrimary: '#0b5c6b' } },
})
elements
  .create('payment', {
    layout: 'tabs',
    wallets: { applePay: 'auto', googlePay: 'auto' },
  })
  .mount('#payment-element')

// Back from a bank's page the guest was sent to: the intent says how it went.
const back = new URLSearchParams(window.location.search)
if (
  back.has('payment_intent_client_secret') ||
  back.has('setup_intent_client_secret')
)
  void (
    config.kind === 'setup'
      ? stripe.retrieveSetupIntent(config.clientSecret)
      : stripe.retrievePaymentIntent(config.clientSecret)
  ).then(settle)

let sending = false
form.addEventListener('submit', (event) => {
  event.preventDefault()
  if (sending) return
  sending = true
  problem.hidden = true
  submit.setAttribute('aria-disabled', 'true')
  status.textContent = texts.sending
  const confirm = {
    elements,
    redirect: 'if_required',
    confirmParams: { return_url: config.returnUrl },
  }
  void (
    config.kind === 'setup'
      ? stripe.confirmSetup(confirm)
      : stripe.confirmPayment(confirm)
  )
    .then(settle, () => settle({}))
    .finally(() => {
      sending = false
    })
})
