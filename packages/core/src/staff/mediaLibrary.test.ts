import { describe, expect, it } from 'vitest'
import type { MediaItem } from '../api/adminMedia'
import { fakeApiClient, refusal } from '../api/fakeApiClient'
import { LANGUAGES } from '../i18n/languages'
import {
  createMediaSave,
  createMediaUpload,
  missingAlt,
  movedOrder,
  type PhotoFile,
} from './mediaLibrary'

const owner = { ownerKind: 'property' as const, ownerId: 'vala-krk' }
const empty = Object.fromEntries(
  LANGUAGES.map((language) => [language, { alt: '', caption: '' }]),
) as MediaItem['texts']
const item: MediaItem = {
  mediaId: 'm1',
  ...owner,
  position: 1,
  focalX: 0.5,
  focalY: 0.5,
  width: 1200,
  height: 800,
  src: '/media/photos/m1/1.jpg',
  texts: empty,
  published: false,
  createdAt: '2026-01-01T00:00:00.000Z',
}
const jpeg = (size = 1000, type = 'image/jpeg') =>
  new Blob([new Uint8Array(size)], { type })

describe('the media library’s actions (issue 33)', () => {
  it('refuses a file of another type or over 15 MB before sending it, and says which', async () => {
    const sent: PhotoFile[] = []
    const upload = createMediaUpload({
      api: fakeApiClient({}),
      owner,
      send: async (_owner, file) => {
        sent.push(file)
        return item
      },
    })
    expect(await upload.getState().upload()).toBe(false)
    expect(upload.getState().errors).toEqual({ file: 'required' })
    expect(
      await upload.getState().upload({ file: jpeg(10, 'application/pdf') }),
    ).toBe(false)
    expect(upload.getState().errors).toEqual({ file: 'file_type' })
    expect(
      await upload.getState().upload({ file: jpeg(16 * 1024 * 1024) }),
    ).toBe(false)
    expect(upload.getState().errors).toEqual({ file: 'file_too_large' })
    expect(sent).toEqual([])
    expect(await upload.getState().upload({ file: jpeg() })).toBe(true)
    expect(upload.getState().done).toBe(item)
  })

  it('shows the server’s refusal at the file, reports progress, and renews a run-out session once', async () => {
    let renewed = 0
    let calls = 0
    const upload = createMediaUpload({
      api: fakeApiClient({
        getAccessToken: async () => {
          renewed++
          return { authenticated: true } as never
        },
      }),
      owner,
      send: async (_owner, _file, progress) => {
        calls++
        if (calls === 1) throw refusal('unauthorized', 401)
        progress(0.5)
        if (calls === 2)
          throw refusal('missing_params', 400, { file: 'file_type' })
        return item
      },
    })
    expect(await upload.getState().upload({ file: jpeg() })).toBe(false)
    expect(renewed).toBe(1)
    expect(upload.getState().errors).toEqual({ file: 'file_type' })
    expect(upload.getState().draft.progress).toBe(0.5)
  })

  it('says which languages still lack an alt text, and saves the texts in five languages', async () => {
    const sent: unknown[] = []
    const save = createMediaSave({
      api: fakeApiClient({
        saveMedia: async (input) => {
          sent.push(input)
          return { ...item, published: true }
        },
      }),
      item,
    })
    const texts = { ...empty, de: { alt: 'Terrasse', caption: '' } }
    expect(missingAlt(texts)).toEqual(['en', 'it', 'hr', 'sl'])
    save.getState().change({ texts, focalX: 0.2 })
    expect(await save.getState().save()).toBe(true)
    expect(sent[0]).toMatchObject({
      mediaId: 'm1',
      focalX: 0.2,
      texts: expect.arrayContaining([
        { language: 'de', alt: 'Terrasse', caption: '' },
      ]),
    })
  })

  it('refuses a focal point outside the picture at its field', async () => {
    const save = createMediaSave({ api: fakeApiClient({}), item })
    expect(await save.getState().save({ focalX: 1.5 })).toBe(false)
    expect(save.getState().errors).toEqual({ focalX: 'out_of_range' })
  })

  it('moves a photo one place, never past either end', () => {
    expect(movedOrder(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b'])
    expect(movedOrder(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c'])
    expect(movedOrder(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b'])
  })
})
