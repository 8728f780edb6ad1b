// What the size budgets weigh on the wire: each budgeted bundle of the widget and the host site
// (.size-limit.js, gzip as built) fetched from the built server as a browser asks for it, with
// Accept-Encoding br and then gzip, and the bytes received counted (issue 15). Texts that
// size-limit reads from source (a flow's texts in German) are compressed here the same way.
import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { startServer } from './lib.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const { default: budgets } = await import(path.join(root, '.size-limit.js'))
// Where the server serves each built folder.
const SERVED = [
  ['packages/widget/dist/', '/widget/'],
  ['packages/host-site/dist/', '/'],
]

/** The bytes the server sends for `url`, compressed as `encoding` asks, before decoding. */
const onTheWire = (origin, url, encoding) =>
  new Promise((resolve, reject) => {
    const req = request(
      `${origin}${url}`,
      { headers: { 'accept-encoding': encoding } },
      (response) => {
        let bytes = 0
        response.on('data', (chunk) => (bytes += chunk.length))
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(bytes)
            : reject(new Error(`${url} answered ${response.statusCode}`)),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })

const kb = (bytes) => (bytes / 1000).toFixed(2).padStart(8)
const server = await startServer(root)
try {
  console.log(
    'budget (gzip, as built)  on the wire: br KB   gzip KB   files  bundle',
  )
  for (const budget of budgets) {
    // The core subpaths are bundled by size-limit from source: nothing the server sends as such.
    if (!budget.disablePlugins) continue
    const files = [budget.path].flat()
    let br = 0
    let gzip = 0
    for (const file of files) {
      const served = SERVED.find(([folder]) => file.startsWith(folder))
      if (served) {
        const url = served[1] + file.slice(served[0].length)
        br += await onTheWire(server.origin, url, 'br')
        gzip += await onTheWire(server.origin, url, 'gzip')
      } else {
        const text = readFileSync(path.join(root, 'packages/widget', file))
        br += brotliCompressSync(text).length
        gzip += gzipSync(text, { level: 9 }).length
      }
    }
    console.log(
      `${budget.limit.padStart(12)}            ${kb(br)}  ${kb(gzip)}  ${String(files.length).padStart(6)}  ${budget.name}`,
    )
  }
} finally {
  await server.stop()
}
