// The script-tag entry: registers the widget's custom elements on the partner's page.
import { defineElement } from './elements/defineElement'
import { resortSearchElement } from './elements/ResortSearchElement'
import css from './styles/widget.css?inline'

// Read while the script runs: currentScript is null once loading is over. api-base defaults to it.
function scriptOrigin(): string {
  const script = document.currentScript
  if (!(script instanceof HTMLScriptElement) || !script.src) return ''
  try {
    return new URL(script.src).origin
  } catch {
    return ''
  }
}

defineElement(
  'resort-search',
  resortSearchElement(scriptOrigin()),
  { lang: 'string', apiBase: 'string' },
  css,
)
