import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/testServer'
import { picturesToWarm, warmPictures } from './warmPictures'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

describe('pictures made ahead (issue 15: LCP on a fresh server)', () => {
  it('names the home hero in every variant and each property card picture as AVIF', async () => {
    const paths = await picturesToWarm(server.database.db)
    expect(paths.slice(0, 8)).toEqual([
      '/media/site/home/1-320.avif',
      '/media/site/home/1-640.avif',
      '/media/site/home/1-960.avif',
      '/media/site/home/1-1280.avif',
      '/media/site/home/1-320.webp',
      '/media/site/home/1-640.webp',
      '/media/site/home/1-960.webp',
      '/media/site/home/1-1280.webp',
    ])
    const properties = await server.database.db
      .selectFrom('properties')
      .select('id')
      .execute()
    expect(paths).toHaveLength(8 + properties.length * 4)
    expect(paths).toContain('/media/properties/cissa-rovinj/1-640.avif')
  })

  it('makes them through the picture route, so a visitor then gets the same bytes', async () => {
    const paths = ['/media/site/home/1-320.webp', '/media/units/x/1-320.png']
    // The second is no variant: counted out, and nothing breaks.
    expect(await warmPictures(server.app, paths)).toBe(1)
    const made = await fetch(`${server.baseUrl}${paths[0]}`)
    expect(made.status).toBe(200)
    expect(made.headers.get('content-type')).toBe('image/webp')
  })
})
