// Serves examples/ as a partner's own site would, on its own origin (default :8080), so the
// widget is embedded cross-origin exactly as partners embed it. WIDGET_ORIGIN points the pages'
// script tags at another server than http://localhost:3000.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../examples/', import.meta.url))
const port = Number(process.env.EXAMPLES_PORT ?? 8080)
const widgetOrigin = process.env.WIDGET_ORIGIN
// The card page's origin (decision 040): the built-in test gateway's unless told.
const cardOrigin = process.env.CARD_ORIGIN ?? 'http://127.0.0.1:3190'
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
}

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost')
  let file = path.join(root, path.normalize(decodeURIComponent(url.pathname)))
  if (!file.startsWith(root)) file = root
  if (existsSync(file) && statSync(file).isDirectory())
    file = path.join(file, 'index.html')
  if (!existsSync(file)) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
    return
  }
  const type = types[path.extname(file)] ?? 'application/octet-stream'
  response.setHeader('content-type', type)
  // The strict page and the villa microsite: a partner's page as strict as they come.
  if (
    url.pathname.startsWith('/strict-csp/') ||
    url.pathname.startsWith('/partner-microsite/')
  ) {
    // No 'unsafe-inline', no 'unsafe-eval': the widget must work under a partner's strict policy.
    const api = widgetOrigin ?? 'http://localhost:3000'
    response.setHeader(
      'content-security-policy',
      `default-src 'none'; script-src 'self' ${api}; connect-src ${api}; style-src 'self'; img-src 'self' ${api} data:; frame-src ${cardOrigin}; base-uri 'none'; form-action 'none'`,
    )
  }
  if (path.extname(file) === '.html' && widgetOrigin) {
    response.end(
      readFileSync(file, 'utf8').replaceAll(
        'http://localhost:3000',
        widgetOrigin,
      ),
    )
  } else {
    createReadStream(file).pipe(response)
  }
}).listen(port, '127.0.0.1', () => {
  console.log(`Examples on http://127.0.0.1:${port}/script-tag/`)
})
