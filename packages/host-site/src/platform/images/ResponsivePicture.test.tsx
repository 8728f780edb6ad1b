import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { newServerPage, ServerPageContext } from '../ssr'
import { ResponsivePicture } from './ResponsivePicture'

const AVIF =
  '/media/properties/cissa-rovinj/1-320.avif 320w, /media/properties/cissa-rovinj/1-640.avif 640w, /media/properties/cissa-rovinj/1-960.avif 960w, /media/properties/cissa-rovinj/1-1280.avif 1280w'
const WEBP = AVIF.replaceAll('.avif', '.webp')

describe('ResponsivePicture (issue 15: images)', () => {
  it('offers AVIF then WebP at every width the server makes, sized by the layout, its ratio known before it loads', () => {
    const { container } = render(
      <ResponsivePicture
        src="/media/properties/cissa-rovinj/1.svg"
        alt="Hotel Cissa"
        sizes="(min-width: 40rem) 20rem, 100vw"
      />,
    )
    const source = container.querySelector('picture > source')
    expect(source).toHaveAttribute('type', 'image/avif')
    expect(source).toHaveAttribute('srcset', AVIF)
    expect(source).toHaveAttribute('sizes', '(min-width: 40rem) 20rem, 100vw')
    const image = container.querySelector('picture > img')
    expect(image).toHaveAttribute('srcset', WEBP)
    expect(image).toHaveAttribute('sizes', '(min-width: 40rem) 20rem, 100vw')
    expect(image).toHaveAttribute(
      'src',
      '/media/properties/cissa-rovinj/1-640.webp',
    )
    expect(image).toHaveAttribute('alt', 'Hotel Cissa')
    expect(image).toHaveAttribute('width', '600')
    expect(image).toHaveAttribute('height', '400')
  })

  it('loads lazily and decodes off the main thread below the fold', () => {
    const { container } = render(
      <ResponsivePicture src="/media/units/a/2.svg" alt="" sizes="100vw" />,
    )
    const image = container.querySelector('img')
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).toHaveAttribute('decoding', 'async')
    expect(image).not.toHaveAttribute('fetchpriority')
  })

  it('loads the page’s largest picture first, and has the server preload it from the head', () => {
    const page = newServerPage('https://resort.example')
    const { container } = render(
      <ServerPageContext.Provider value={page}>
        <ResponsivePicture
          src="/media/properties/cissa-rovinj/1.svg"
          alt=""
          sizes="100vw"
          priority
        />
      </ServerPageContext.Provider>,
    )
    const image = container.querySelector('img')
    expect(image).toHaveAttribute('fetchpriority', 'high')
    expect(image).not.toHaveAttribute('loading')
    expect(page.head.preloadImage).toEqual({
      type: 'image/avif',
      srcset: AVIF,
      sizes: '100vw',
    })
  })

  it('shows any other address as it is, still with its ratio', () => {
    const { container } = render(
      <ResponsivePicture
        src="https://example.com/photo.jpg"
        alt="A photo"
        sizes="100vw"
      />,
    )
    expect(container.querySelector('picture')).toBeNull()
    const image = container.querySelector('img')
    expect(image).toHaveAttribute('src', 'https://example.com/photo.jpg')
    expect(image).not.toHaveAttribute('srcset')
    expect(image).toHaveAttribute('width', '600')
  })

  it('offers a staff photo’s crops (issue 33) the same way', () => {
    const id = '0b0e7d1c-5a52-4f5e-9d63-2f6c1f0a9e11'
    const { container } = render(
      <ResponsivePicture
        src={`/media/photos/${id}/3.jpg`}
        alt="The pool at dusk"
        sizes="100vw"
      />,
    )
    expect(container.querySelector('picture > source')).toHaveAttribute(
      'srcset',
      [320, 640, 960, 1280]
        .map((width) => `/media/photos/${id}/3-${width}.avif ${width}w`)
        .join(', '),
    )
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      `/media/photos/${id}/3-640.webp`,
    )
  })
})
