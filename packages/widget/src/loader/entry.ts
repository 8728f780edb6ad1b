// The script tag partners add: finds the widget's elements on the page and loads their code.
import { startWidgetLoader } from './widgetLoader'

// Read while the script runs: currentScript is null once loading is over.
const script = document.currentScript
const scriptUrl =
  script instanceof HTMLScriptElement && script.src
    ? script.src
    : document.baseURI

startWidgetLoader({
  root: document,
  baseUrl: scriptUrl,
  load: (url) => import(/* @vite-ignore */ url),
  onError: (tag, error) =>
    console.error(`resort widget: could not load <${tag}>`, error),
})
