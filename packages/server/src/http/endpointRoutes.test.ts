import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  endpoints,
  ERROR_STATUS,
  GOOGLE_LANDING_PATH,
  LIST_UNSUBSCRIBE_PATH,
  SOCIAL_ROUTES,
  type EndpointName,
} from '@resort/core/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../testing/api'
import { startTestServer, type TestServer } from '../testing/testServer'
import { errorKindsOf } from './endpointRoutes'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const names = Object.keys(endpoints) as EndpointName[]

describe('the endpoint table (DESIGN: one endpoint table for the wire)', () => {
  it('names each endpoint by its key in the table', () => {
    for (const name of names) expect(endpoints[name].name).toBe(name)
  })

  it('has a route on the server for every endpoint, with its method and path', () => {
    for (const name of names) {
      const { method, path: url } = endpoints[name]
      expect(server.app.hasRoute({ method, url }), `${method} ${url}`).toBe(
        true,
      )
    }
  })

  it('documents every endpoint in the OpenAPI document with each error kind it answers, per status', async () => {
    const { status, body } = await call(server.baseUrl, '/api/v1/openapi.json')
    expect(status).toBe(200)
    for (const name of names) {
      const { method, path: url } = endpoints[name]
      const operation = body.paths[url]?.[method.toLowerCase()]
      expect(operation, `${method} ${url}`).toBeDefined()
      const responses: Record<string, any> = operation.responses
      for (const kind of errorKindsOf(name)) {
        const documented = responses[String(ERROR_STATUS[kind])]
        expect(documented, `${name}: ${kind}`).toBeDefined()
        const schema = documented.content['application/json'].schema
        expect(schema.properties.error.properties.kind.enum).toContain(kind)
      }
    }
    expect(Object.keys(body.paths).sort()).toEqual(
      [
        ...new Set([
          ...names.map((name) => endpoints[name].path),
          // Social sign-in's redirect routes, outside the table (decision 017).
          ...SOCIAL_ROUTES.map(({ path }) => path),
          // RFC 8058's one-click unsubscribe, which takes a form body (decision 020).
          LIST_UNSUBSCRIBE_PATH,
          // Google's landing page, which answers a redirect (decision 048).
          GOOGLE_LANDING_PATH,
        ]),
      ].sort(),
    )
    for (const { path: url } of SOCIAL_ROUTES) {
      const responses = body.paths[url]?.get?.responses ?? {}
      expect(Object.keys(responses).sort(), url).toEqual(['302', '404'])
    }
  })

  it('answers an error kind through the status and schema its entry documents (an unknown property is a 404 not_found)', async () => {
    const { status, body } = await call(
      server.baseUrl,
      `${endpoints.property.path}?propertyId=no-such-property&dateFrom=2099-01-01&dateTo=2099-01-03`,
    )
    expect(status).toBe(ERROR_STATUS.not_found)
    expect(body.error.kind).toBe('not_found')
  })
})

// The packages' source, less tests and test helpers: where a path of the API must not be written.
const packagesDir = fileURLToPath(new URL('../../../', import.meta.url))
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'testing'].includes(entry.name)
        ? []
        : sourceFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) &&
      !/\.test(-d)?\.tsx?$/.test(entry.name)
      ? [full]
      : []
  })
}

describe('paths of the API', () => {
  it('are written only in core’s endpoint table (no /api/v1/ or /api/auth/ string elsewhere)', () => {
    const table = path.join(packagesDir, 'core', 'src', 'api')
    const offenders = ['core', 'widget', 'host-site', 'server']
      .flatMap((name) => sourceFiles(path.join(packagesDir, name, 'src')))
      .filter((file) => !file.startsWith(table))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, at: `${file}:${index + 1}` }))
          .filter(({ line }) => /['"`]\/api\/(v1|auth)\//.test(line))
          .map(({ at }) => path.relative(packagesDir, at)),
      )
    expect(offenders).toEqual([])
  })
})
