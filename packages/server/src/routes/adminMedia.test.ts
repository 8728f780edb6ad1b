import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { LANGUAGES } from '@resort/core'
import { endpoints } from '@resort/core/api'
import { daysFromToday } from '@resort/test-fixtures'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCall, verifiedAdmin } from '../testing/adminCalls'
import { call } from '../testing/api'
import { signedInMember, type SessionTokens } from '../testing/members'
import { startTestServer, type TestServer } from '../testing/testServer'

const ADMIN = 'media.admin@example.com'
let server: TestServer
let admin: SessionTokens
beforeAll(async () => {
  server = await startTestServer({ adminEmails: [ADMIN] })
  admin = await verifiedAdmin(server, ADMIN)
})
afterAll(async () => {
  await server.close()
})

// The GPS IFD pointer (tag 0x8825) of an EXIF block, in either byte order.
const hasGps = (exif: Buffer | undefined) =>
  !!exif &&
  (exif.includes(Buffer.from([0x88, 0x25])) ||
    exif.includes(Buffer.from([0x25, 0x88])))

/** A photo as a phone takes it: a JPEG with the camera and where it was taken. */
const phoneJpeg = (width = 1200, height = 900, orientation?: number) => {
  const image = sharp({
    create: { width, height, channels: 3, background: '#2a79a8' },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhonePhone', Model: 'X' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 5/1 0/1' },
    })
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer()
}

const cookies = (tokens: SessionTokens) => ({
  cookie: `access_token_cookie=${tokens.accessToken}; refresh_token_cookie=${tokens.refreshToken}; XSRF-TOKEN=${tokens.xsrfToken}`,
  'x-xsrf-token': tokens.xsrfToken,
})

/** Uploads a file as the admin page does: a form with its part named file. */
async function upload(
  body: Buffer,
  {
    owner = 'ownerKind=property&ownerId=cissa-rovinj',
    tokens = admin,
    name = 'photo.jpg',
    type = 'image/jpeg',
  }: {
    owner?: string
    tokens?: Partial<SessionTokens>
    name?: string
    type?: string
  } = {},
) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(body)], { type }), name)
  const response = await fetch(
    `${server.baseUrl}${endpoints.uploadMedia.path}?${owner}`,
    {
      method: 'POST',
      headers: tokens.accessToken ? cookies(tokens as SessionTokens) : {},
      body: form,
    },
  )
  return {
    status: response.status,
    body: (await response.json()) as Record<string, any>,
  }
}

const texts = (alt: (language: string) => string) =>
  LANGUAGES.map((language) => ({
    language,
    alt: alt(language),
    caption: `Caption ${language}`,
  }))

const propertyDetail = async (lang: string) =>
  (
    await call(
      server.baseUrl,
      `/api/v1/search/property?propertyId=cissa-rovinj&dateFrom=${daysFromToday(40)}&dateTo=${daysFromToday(42)}&lang=${lang}`,
    )
  ).body

describe('the media library (issue 33)', () => {
  it('ASVS 5.2.2: keeps an uploaded JPEG without its EXIF or GPS data, and serves crops without any', async () => {
    const photo = await phoneJpeg()
    expect(hasGps((await sharp(photo).metadata()).exif)).toBe(true)
    const uploaded = await upload(photo)
    expect(uploaded.status).toBe(201)
    const { mediaId, src } = uploaded.body
    expect(src).toBe(`/media/photos/${mediaId}/1.jpg`)
    expect(uploaded.body).toMatchObject({ width: 1200, height: 900 })
    expect(uploaded.body.published).toBe(false)
    // The original kept on disk, under an id of the server's, not the file's name.
    const files = await readdir(path.join(server.dir, 'media', mediaId))
    expect(files).toEqual(['original.jpeg'])
    const original = await sharp(
      path.join(server.dir, 'media', mediaId, 'original.jpeg'),
    ).metadata()
    expect(original.exif).toBeUndefined()
    for (const variant of ['1.jpg', '1-640.avif', '1-1280.webp']) {
      const response = await fetch(
        `${server.baseUrl}/media/photos/${mediaId}/${variant}`,
      )
      expect(response.status, variant).toBe(200)
      expect(response.headers.get('cache-control')).toBe(
        'public, max-age=31536000',
      )
      const meta = await sharp(
        Buffer.from(await response.arrayBuffer()),
      ).metadata()
      expect(meta.exif, variant).toBeUndefined()
      expect(meta.xmp, variant).toBeUndefined()
      // 3:2, as every picture of the site.
      expect((meta.width ?? 0) / (meta.height ?? 1)).toBeCloseTo(1.5, 2)
    }
  })

  it('turns a photo upright by its orientation before it drops the metadata', async () => {
    const uploaded = await upload(await phoneJpeg(1000, 700, 6))
    expect(uploaded.status).toBe(201)
    expect(uploaded.body).toMatchObject({ width: 700, height: 1000 })
  })

  it('ASVS 5.2.2: refuses a file that is not a JPEG, PNG, WebP or AVIF picture by its content, whatever its name and type', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><script>alert(1)</script></svg>',
    )
    const gif = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#fff' },
    })
      .gif()
      .toBuffer()
    for (const body of [svg, gif, Buffer.from('%PDF-1.4 not a picture')]) {
      const refused = await upload(body, {
        name: 'holiday.jpg',
        type: 'image/jpeg',
      })
      expect(refused.status).toBe(400)
      expect(refused.body.error).toMatchObject({
        kind: 'missing_params',
        fields: { file: 'file_type' },
      })
    }
    const png = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer()
    // A PNG named .gif and sent as text is still a PNG.
    expect(
      (await upload(png, { name: 'x.gif', type: 'text/plain' })).status,
    ).toBe(201)
  })

  it('ASVS 5.2.1: refuses a file over 15 MB, and a picture too small for the site', async () => {
    const big = Buffer.concat([
      await phoneJpeg(),
      Buffer.alloc(16 * 1024 * 1024),
    ])
    const refused = await upload(big)
    expect(refused.status).toBe(400)
    expect(refused.body.error.fields).toEqual({ file: 'file_too_large' })
    const small = await upload(await phoneJpeg(400, 300))
    expect(small.body.error.fields).toEqual({ file: 'file_too_small' })
    const none = await fetch(
      `${server.baseUrl}${endpoints.uploadMedia.path}?ownerKind=property&ownerId=cissa-rovinj`,
      { method: 'POST', headers: cookies(admin), body: new FormData() },
    )
    expect(none.status).toBe(400)
  })

  it('ASVS 8.2.1: refuses anyone but staff before reading the file; an unknown owner is not_found', async () => {
    const photo = await phoneJpeg()
    expect((await upload(photo, { tokens: {} })).status).toBe(401)
    const member = await signedInMember(server, {
      email: 'not.staff@example.com',
    })
    expect((await upload(photo, { tokens: member })).status).toBe(403)
    const unknown = await upload(photo, {
      owner: 'ownerKind=property&ownerId=no-such-hotel',
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.error.fields).toEqual({ ownerId: 'not_found' })
  })

  it('lists a photo on the site only once its alt text is written in all five languages, first and in staff’s order, in the asked language', async () => {
    const owner = { ownerKind: 'property', ownerId: 'vala-krk' }
    const first = (
      await upload(await phoneJpeg(), {
        owner: 'ownerKind=property&ownerId=vala-krk',
      })
    ).body
    const second = (
      await upload(await phoneJpeg(1500, 1000), {
        owner: 'ownerKind=property&ownerId=vala-krk',
      })
    ).body
    const generated = (
      await call(
        server.baseUrl,
        `/api/v1/contentful/property-units?lang=de&propertyId=vala-krk`,
      )
    ).body.properties[0]
    expect(generated.pictures[0].alt).toMatch(
      /^Illustration: Inseln im Meer vor der Küste \(Vala Apartments, Krk\)$/,
    )

    // Alt text missing in Slovenian: saved, but not on the site.
    const draft = await adminCall(server, 'saveMedia', admin, {
      mediaId: first.mediaId,
      focalX: 0.5,
      focalY: 0.5,
      texts: texts((language) => (language === 'sl' ? '' : `Pool ${language}`)),
    })
    expect(draft.status).toBe(200)
    expect(draft.body.published).toBe(false)
    const units = async (lang: string) =>
      (
        await call(
          server.baseUrl,
          `/api/v1/contentful/property-units?lang=${lang}&propertyId=vala-krk`,
        )
      ).body.properties[0]
    expect((await units('de')).images[0]).not.toContain('/media/photos/')

    for (const photo of [first, second]) {
      const saved = await adminCall(server, 'saveMedia', admin, {
        mediaId: photo.mediaId,
        focalX: 0.3,
        focalY: 0.6,
        texts: texts((language) => `${photo.mediaId} ${language}`),
      })
      expect(saved.body.published).toBe(true)
      // A new focal point is a new crop, at a new address.
      expect(saved.body.src).toBe(`/media/photos/${photo.mediaId}/2.jpg`)
    }
    const reordered = await adminCall(server, 'reorderMedia', admin, {
      ...owner,
      mediaIds: [second.mediaId, first.mediaId],
    })
    expect(reordered.status).toBe(200)
    const shown = await units('de')
    expect(shown.pictures).toEqual([
      {
        src: `/media/photos/${second.mediaId}/2.jpg`,
        alt: `${second.mediaId} de`,
        caption: 'Caption de',
      },
      {
        src: `/media/photos/${first.mediaId}/2.jpg`,
        alt: `${first.mediaId} de`,
        caption: 'Caption de',
      },
    ])
    // Generated pictures only where there is no photo.
    expect(shown.images).toEqual(shown.pictures.map((p: any) => p.src))

    // A stale order is refused; the staff list is read again.
    const stale = await adminCall(server, 'reorderMedia', admin, {
      ...owner,
      mediaIds: [first.mediaId],
    })
    expect(stale.status).toBe(409)
    expect(stale.body.error.fields).toEqual({ mediaIds: 'stale_list' })

    const listed = await adminCall(server, 'adminMedia', admin, owner)
    expect(listed.body.items.map((item: any) => item.mediaId)).toEqual([
      second.mediaId,
      first.mediaId,
    ])
    const log = await adminCall(server, 'auditLog', admin, {
      q: 'media_reordered',
    })
    expect(log.body.items[0]).toMatchObject({
      adminEmail: ADMIN,
      entityId: 'property:vala-krk',
      after: { order: [second.mediaId, first.mediaId] },
    })
  })

  it('shows the property’s published photo first on its detail, with its alt text in the language', async () => {
    const photo = (await upload(await phoneJpeg())).body
    await adminCall(server, 'saveMedia', admin, {
      mediaId: photo.mediaId,
      focalX: 0.5,
      focalY: 0.5,
      texts: texts((language) => `Terrace ${language}`),
    })
    const listed = await adminCall(server, 'adminMedia', admin, {
      ownerKind: 'property',
      ownerId: 'cissa-rovinj',
    })
    const published = listed.body.items.filter((item: any) => item.published)
    expect(published.map((item: any) => item.mediaId)).toEqual([photo.mediaId])
    const detail = await propertyDetail('de')
    expect(detail.property.pictures[0]).toEqual({
      src: photo.src,
      alt: 'Terrace de',
      caption: 'Caption de',
    })
    expect(detail.property.images).toEqual([photo.src])
  })

  it('issue 33: a content page shows its published photo in the page’s language, and none before its alt texts are all written', async () => {
    const page = async (lang: string) =>
      (
        await call(
          server.baseUrl,
          `/api/v1/contentful/page?page=offers&lang=${lang}`,
        )
      ).body.page
    expect((await page('it')).pictures).toEqual([])
    const photo = (
      await upload(await phoneJpeg(), {
        owner: 'ownerKind=content_page&ownerId=offers',
      })
    ).body
    expect((await page('it')).pictures).toEqual([])
    await adminCall(server, 'saveMedia', admin, {
      mediaId: photo.mediaId,
      focalX: 0.5,
      focalY: 0.4,
      texts: texts((language) => `Offer ${language}`),
    })
    const shown = (await page('it')).pictures
    expect(shown).toHaveLength(1)
    expect(shown[0]).toMatchObject({ alt: 'Offer it', caption: 'Caption it' })
    expect(shown[0].src).toMatch(/^\/media\/photos\/[a-f0-9-]{36}\/\d+\.jpg$/)
  })

  it('deletes a photo and its files; with none left the generated pictures return', async () => {
    const listed = await adminCall(server, 'adminMedia', admin, {
      ownerKind: 'property',
      ownerId: 'cissa-rovinj',
    })
    for (const item of listed.body.items) {
      const removed = await adminCall(server, 'removeMedia', admin, {
        mediaId: item.mediaId,
      })
      expect(removed.status).toBe(200)
      const gone = await fetch(`${server.baseUrl}${item.src}`)
      expect(gone.status).toBe(404)
    }
    const detail = await propertyDetail('hr')
    expect(detail.property.images[0]).toMatch(/\.svg$/)
    expect(detail.property.pictures[0].alt).toMatch(
      /^Ilustracija: otoci u moru uz obalu \(Hotel Cissa, Rovinj\)$/,
    )
    const log = await adminCall(server, 'auditLog', admin, {
      q: 'media_removed',
    })
    expect(log.body.items.length).toBe(listed.body.items.length)
  })
})
