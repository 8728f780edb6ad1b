// What the card page does with a typed card (decision 040), as Stripe.js does it: the card goes
// to the gateway with the publishable key, becomes a payment method, and confirms the intent the
// booking server made, with that intent's client secret. Nothing of the card reaches the server.

export interface TypedCard {
  number: string
  expMonth: string
  expYear: string
  cvc: string
  holder: string
}

export interface CardPageAnswer {
  status: number
  body: {
    id?: string
    status?: string
    error?: { code?: string; decline_code?: string; message: string }
    next_action?: { redirect_to_url?: { url: string } } | null
    last_payment_error?: { code?: string } | null
    last_setup_error?: { code?: string } | null
  }
}

async function call(
  gateway: string,
  publishableKey: string,
  path: string,
  form: Record<string, string>,
): Promise<CardPageAnswer> {
  const answer = await fetch(new URL(path, gateway), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(form).toString(),
  })
  return {
    status: answer.status,
    body: (await answer.json()) as CardPageAnswer['body'],
  }
}

/** The intent's kind and id, read from its client secret (`<id>_secret_<...>`). */
const intentOf = (clientSecret: string) => {
  const id = clientSecret.split('_secret_')[0] ?? ''
  return {
    id,
    path: id.startsWith('seti_')
      ? `/v1/setup_intents/${id}`
      : `/v1/payment_intents/${id}`,
  }
}

/**
 * Confirms the intent behind `clientSecret` with a typed card: the gateway's answer to the
 * card (a card error) or to the confirmation (the intent, or its refusal).
 */
export async function confirmWithCard(
  gateway: string,
  publishableKey: string,
  clientSecret: string,
  card: TypedCard,
): Promise<CardPageAnswer> {
  const method = await call(gateway, publishableKey, '/v1/payment_methods', {
    type: 'card',
    'card[number]': card.number,
    'card[exp_month]': card.expMonth,
    'card[exp_year]': card.expYear,
    'card[cvc]': card.cvc,
    'billing_details[name]': card.holder,
  })
  if (method.status !== 200 || !method.body.id) return method
  return call(
    gateway,
    publishableKey,
    `${intentOf(clientSecret).path}/confirm`,
    { payment_method: method.body.id, client_secret: clientSecret },
  )
}

/** The bank's challenge, answered as the guest would on the gateway's authentication page. */
export async function answerChallenge(
  gateway: string,
  clientSecret: string,
  passed: boolean,
): Promise<CardPageAnswer> {
  const answer = await fetch(
    new URL(`/authenticate/${intentOf(clientSecret).id}`, gateway),
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        result: passed ? 'pass' : 'fail',
        client_secret: clientSecret,
      }).toString(),
    },
  )
  return {
    status: answer.status,
    body: (await answer.json()) as CardPageAnswer['body'],
  }
}
