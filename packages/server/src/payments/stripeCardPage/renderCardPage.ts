import type { Language } from '@resort/core'
import { escapeHtml, inlineJson } from '#http/htmlText'
import type { CardPageTexts } from './cardPageTexts'

// Plain, readable from 320 px up, focus always visible; inline under the page's nonce.
const STYLES = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1d2327;background:#fff}
main{max-width:32rem;margin:0 auto;padding:1rem}
h1{font-size:1.25rem;margin:0 0 .5rem}
.secure{font-size:.875rem;color:#4a5560}
#payment-element{margin:1rem 0}
button{font:inherit;font-weight:600;min-height:2.75rem;padding:.5rem 1rem;border:2px solid #0b5563;border-radius:4px;background:#0b5563;color:#fff;cursor:pointer;width:100%}
button[aria-disabled=true]{opacity:.7;cursor:progress}
button:focus-visible,#card-error:focus{outline:3px solid #b35c00;outline-offset:2px}
#card-error{margin:0 0 1rem;padding:.75rem;border:2px solid #b3261e;border-radius:4px}
.status:empty{display:none}
`

interface Page {
  language: Language
  texts: CardPageTexts
  nonce: string
}

function page({ language, texts, nonce }: Page, body: string, head = '') {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(texts.title)}</title>
<style nonce="${nonce}">${STYLES}</style>
${head}
</head>
<body>
${body}
</body>
</html>
`
}

/** Why no card can be given here: not opened by an allowed page, or no open card step. */
export function renderRefusal(context: Page, message: string): string {
  return page(
    context,
    `<main><p role="alert">${escapeHtml(message)}</p></main>`,
  )
}

/**
 * The card page with Stripe (decision 040): what is due, Stripe's Payment Element and one
 * button, nothing else. Stripe.js loads from js.stripe.com, as Stripe requires; the page's own
 * script carries its integrity.
 */
export function renderStripeCardPage(
  context: Page,
  form: {
    /** Formatted in the page's language; none for a guarantee. */
    amount: string | undefined
    config: Record<string, string>
    script: { src: string; integrity: string }
  },
): string {
  const { texts, nonce } = context
  const scriptTexts = {
    sending: texts.sending,
    done: texts.done,
    generic: texts.generic,
  }
  return page(
    context,
    `<main>
<h1>${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(form.amount ? texts.due(form.amount) : texts.guarantee)}</p>
<p class="secure">${escapeHtml(texts.secure)}</p>
<div id="card-error" role="alert" tabindex="-1" hidden></div>
<form id="card-form" novalidate>
<div id="payment-element"></div>
<button id="card-submit" type="submit">${escapeHtml(texts.submit)}</button>
</form>
<p id="status" class="status" role="status"></p>
</main>
<script type="application/json" id="card-config" nonce="${nonce}">${inlineJson(form.config)}</script>
<script type="application/json" id="card-texts" nonce="${nonce}">${inlineJson(scriptTexts)}</script>
<script src="https://js.stripe.com/v3/" nonce="${nonce}"></script>
<script src="${form.script.src}" integrity="${form.script.integrity}" crossorigin="anonymous" nonce="${nonce}"></script>`,
  )
}
