import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readSiteManifest } from './siteManifest'

const dir = mkdtempSync(path.join(tmpdir(), 'site-manifest-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

mkdirSync(path.join(dir, '.vite'))
writeFileSync(
  path.join(dir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': {
      file: 'assets/main-1.js',
      isEntry: true,
      css: ['assets/main-1.css'],
    },
    'src/platform/i18n/texts/de.ts': { file: 'assets/de-2.js' },
    _shared: { file: 'assets/shared-3.js', css: ['assets/shared-3.css'] },
    'src/map/MapPage.tsx': {
      file: 'assets/MapPage-4.js',
      imports: ['_shared', 'index.html'],
      css: ['assets/MapPage-4.css'],
    },
    'src/gallery/GalleryRoute.tsx': {
      file: 'assets/GalleryRoute-5.js',
      imports: ['_shared'],
      css: ['assets/GalleryRoute-5.css'],
    },
  }),
)

describe('the build’s manifest (issue 15: a page’s own styles from the first paint)', () => {
  const manifest = readSiteManifest(dir)

  it('names each language’s texts chunk', () => {
    expect(manifest.texts).toEqual({ de: '/assets/de-2.js' })
  })

  it('gives the stylesheets of the page modules a render used and of what they import, once each, without those the entry links', () => {
    expect(
      manifest.stylesheetsOf([
        'src/map/MapPage.tsx',
        'src/gallery/GalleryRoute.tsx',
      ]),
    ).toEqual([
      '/assets/shared-3.css',
      '/assets/MapPage-4.css',
      '/assets/GalleryRoute-5.css',
    ])
    expect(manifest.stylesheetsOf(['src/nowhere.tsx'])).toEqual([])
  })

  it('knows no chunks without a manifest', () => {
    const bare = readSiteManifest(path.join(dir, 'missing'))
    expect(bare.texts).toEqual({})
    expect(bare.stylesheetsOf(['src/map/MapPage.tsx'])).toEqual([])
  })
})
