import type { Translator } from '@resort/core/i18n'
import { cardPageStyles } from './cardPageStyles'

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[
        char
      ]!,
  )

/** JSON inside a script element: no `</script>` can end it early. */
const inlineJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c')

interface Page {
  texts: Translator
  nonce: string
}

function document({ texts, nonce }: Page, body: string) {
  return `<!doctype html>
<html lang="${texts.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escape(texts.t('title'))}</title>
<style nonce="${nonce}">${cardPageStyles}</style>
</head>
<body>
${body}
</body>
</html>
`
}

/** A page that says why no card can be typed here (not allowed, or no open payment). */
export function renderRefusalPage(page: Page, message: string) {
  return document(page, `<main><p role="alert">${escape(message)}</p></main>`)
}

export interface CardForm {
  kind: 'pay' | 'hold' | 'guarantee'
  /** Formatted in the page's language; none for a guarantee. */
  amount: string | undefined
  /** What the script needs: the intent's secret, the publishable key, the parent's origin. */
  config: { clientSecret: string; publishableKey: string; parent: string }
  script: { src: string; integrity: string }
}

function field(
  t: Translator['t'],
  id: string,
  attributes: string,
  hint = false,
) {
  const described = [hint ? `${id}-hint` : '', `${id}-error`]
    .filter(Boolean)
    .join(' ')
  return `<div class="field">
<label for="${id}">${escape(t(id))}</label>
${hint ? `<p class="hint" id="${id}-hint">${escape(t(`${id}_hint`))}</p>` : ''}
<p class="error" id="${id}-error" hidden></p>
<input id="${id}" name="${id}" required aria-required="true" aria-describedby="${described}" ${attributes}>
</div>`
}

/**
 * The card page (decision 040): the amount, the card's four fields and the bank's challenge,
 * nothing else. Its script (`script.src`, with its integrity) reads the config and the texts
 * from the page.
 */
export function renderCardPage(page: Page, form: CardForm) {
  const { t } = page.texts
  const amount = { amount: form.amount }
  const scriptTexts = {
    required: t('required'),
    summary: t('summary'),
    sending: t('sending'),
    done: t('done'),
    errors: Object.fromEntries(
      [
        'invalid_holder',
        'incorrect_number',
        'invalid_expiry_month',
        'invalid_expiry_year',
        'invalid_cvc',
        'card_declined',
        'insufficient_funds',
        'payment_intent_authentication_failure',
        'generic',
      ].map((code) => [code, t(`errors.${code}`)]),
    ),
  }
  return document(
    page,
    `<main id="card-page">
<h1>${escape(t('title'))}</h1>
<p class="test-mode" role="note"><strong>${escape(t('test_mode'))}</strong> ${escape(t('test_cards'))}</p>
<p>${escape(t(`${form.kind}_intro`, amount))}</p>
<div id="summary" class="summary" role="alert" tabindex="-1"></div>
<form id="card-form" novalidate>
${field(t, 'holder', 'autocomplete="cc-name" autocapitalize="words" spellcheck="false"')}
${field(t, 'number', 'autocomplete="cc-number" inputmode="numeric" maxlength="23" spellcheck="false"')}
<div class="row">
${field(t, 'expiry', 'autocomplete="cc-exp" inputmode="numeric" maxlength="7"', true)}
${field(t, 'cvc', 'autocomplete="cc-csc" inputmode="numeric" maxlength="4"', true)}
</div>
<button type="submit">${escape(t(form.kind, amount))}</button>
</form>
<section id="challenge" hidden aria-labelledby="challenge-title">
<h2 id="challenge-title" tabindex="-1">${escape(t('challenge.title'))}</h2>
<p>${escape(t('challenge.text'))}</p>
<div class="row">
<button type="button" id="challenge-pass">${escape(t('challenge.pass'))}</button>
<button type="button" id="challenge-fail" class="secondary">${escape(t('challenge.fail'))}</button>
</div>
</section>
<p id="status" class="status" role="status"></p>
</main>
<script type="application/json" id="card-config">${inlineJson(form.config)}</script>
<script type="application/json" id="card-texts">${inlineJson(scriptTexts)}</script>
<script nonce="${page.nonce}" src="${form.script.src}" integrity="${form.script.integrity}"></script>`,
  )
}
