import { describe, expect, it } from 'vitest'
import { ApiError } from './ApiError'
import { createApiClient, type FetchLike } from './createApiClient'
import { getHealth } from './getHealth'

function clientAnswering(body: unknown) {
  const urls: string[] = []
  const fetch: FetchLike = async (url) => {
    urls.push(url)
    return { status: 200, text: async () => JSON.stringify(body) }
  }
  return {
    client: createApiClient({ baseUrl: 'https://resort.example', fetch }),
    urls,
  }
}

describe('getHealth', () => {
  it('reads the health of the server from GET /api/v1/health', async () => {
    const { client, urls } = clientAnswering({
      status: 'ok',
      database: 'sqlite',
    })
    await expect(getHealth(client)).resolves.toEqual({
      status: 'ok',
      database: 'sqlite',
    })
    expect(urls).toEqual(['https://resort.example/api/v1/health'])
  })

  it('rejects a database kind the schema does not know', async () => {
    const { client } = clientAnswering({ status: 'ok', database: 'mysql' })
    await expect(getHealth(client)).rejects.toBeInstanceOf(ApiError)
  })
})
