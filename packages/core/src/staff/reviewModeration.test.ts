import { describe, expect, it } from 'vitest'
import { fakeApiClient, refusal } from '../api/fakeApiClient'
import { createReviewModeration } from './reviewModeration'

const publish = {
  reviewId: 'r1',
  decision: 'publish' as const,
  title: 'Wunderbare Tage',
}

describe('moderating guests’ reviews (issue 16)', () => {
  it('sends the decision without the title, and keeps the title to announce it', async () => {
    const sent: unknown[] = []
    const flow = createReviewModeration({
      api: fakeApiClient({
        moderateReview: async (input) => {
          sent.push(input)
          return { reviewId: input.reviewId, status: 'published' }
        },
      }),
    })
    expect(await flow.getState().moderate(publish)).toBe(true)
    expect(sent).toEqual([{ reviewId: 'r1', decision: 'publish' }])
    expect(flow.getState().done).toEqual(publish)
  })

  it('says when the review is gone (moderated elsewhere meanwhile)', async () => {
    const flow = createReviewModeration({
      api: fakeApiClient({
        moderateReview: () => Promise.reject(refusal('not_found', 404)),
      }),
    })
    expect(await flow.getState().moderate(publish)).toBe(false)
    expect(flow.getState().problem?.kind).toBe('not_found')
    expect(flow.getState().justDone).toBe(false)
  })

  it('sends nothing without a review to decide on', async () => {
    const flow = createReviewModeration({ api: fakeApiClient({}) })
    expect(await flow.getState().moderate()).toBe(false)
    expect(flow.getState().problem?.kind).toBe('missing_params')
  })
})
