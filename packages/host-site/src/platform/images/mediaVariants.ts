/** The widths and formats the server makes a media picture in (server routes/mediaVariants.ts). */
const WIDTHS = [320, 640, 960, 1280] as const

// The generated pictures are 3:2; width and height give the browser the ratio before it loads.
export const PICTURE_WIDTH = 600
export const PICTURE_HEIGHT = 400

// A generated picture (/media/units/x/1.svg) or a staff photo's crop (/media/photos/{id}/2.jpg,
// issue 33): the server makes both in every width and format below.
const MEDIA_PICTURE =
  /^(\/media\/[a-z]+\/[a-z0-9-]+\/[1-9]\d{0,5})\.(?:svg|jpg)$/

export interface PictureSources {
  avif: string
  webp: string
  /** The WebP for a browser that reads no srcset. */
  fallback: string
}

/** The srcsets of a media picture (/media/.../1.svg, a photo's .jpg), or undefined for any other address. */
export function pictureSources(src: string): PictureSources | undefined {
  const stem = MEDIA_PICTURE.exec(src)?.[1]
  if (!stem) return undefined
  const srcset = (format: string) =>
    WIDTHS.map((width) => `${stem}-${width}.${format} ${width}w`).join(', ')
  return {
    avif: srcset('avif'),
    webp: srcset('webp'),
    fallback: `${stem}-640.webp`,
  }
}
