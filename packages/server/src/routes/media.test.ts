import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/testServer'
import { landscapeSvg } from './media'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

describe('generated pictures (GET /media/...)', () => {
  it('serves the same SVG for the same id, another for another id, loadable by partner pages', async () => {
    const first = await fetch(
      `${server.baseUrl}/media/properties/cissa-rovinj/1.svg`,
    )
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(first.headers.get('cross-origin-resource-policy')).toBe(
      'cross-origin',
    )
    expect(await first.text()).toBe(landscapeSvg('cissa-rovinj/1'))
    expect(landscapeSvg('cissa-rovinj/1')).not.toBe(
      landscapeSvg('cissa-rovinj/2'),
    )
  })

  it('answers other paths with a JSON 404', async () => {
    for (const path of [
      '/media/other/x/1.svg',
      '/media/units/BAD_ID/1.svg',
      '/media/units/a/0.svg',
      '/media/units/a/1.png',
    ]) {
      const response = await fetch(`${server.baseUrl}${path}`)
      expect(response.status, path).toBe(404)
    }
  })
})
