import { useServerPage } from '../ssr'
import { PICTURE_HEIGHT, PICTURE_WIDTH, pictureSources } from './mediaVariants'

/**
 * A media picture in AVIF or WebP at the width the layout needs (`sizes`), with its ratio known
 * before it loads (no layout shift). Below the fold it loads lazily; the page's largest picture
 * (`priority`) loads first and is preloaded from the page's head when the server renders it.
 */
export function ResponsivePicture({
  src,
  alt,
  sizes,
  priority = false,
  className,
}: {
  /** The picture's address as the API gives it, such as /media/properties/x/1.svg. */
  src: string
  alt: string
  /** How wide the picture is shown, as the sizes attribute says it. */
  sizes: string
  priority?: boolean
  className?: string
}) {
  const sources = pictureSources(src)
  const server = useServerPage()
  if (priority && sources)
    server?.say({
      preloadImage: { type: 'image/avif', srcset: sources.avif, sizes },
    })
  const loading = priority
    ? ({ fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const)
  const image = (
    <img
      src={sources?.fallback ?? src}
      srcSet={sources?.webp}
      sizes={sources ? sizes : undefined}
      alt={alt}
      width={PICTURE_WIDTH}
      height={PICTURE_HEIGHT}
      className={className}
      {...loading}
    />
  )
  if (!sources) return image
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      {image}
    </picture>
  )
}
