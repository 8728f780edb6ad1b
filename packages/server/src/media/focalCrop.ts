interface CropRect {
  left: number
  top: number
  width: number
  height: number
}

/**
 * The largest part of a `width` × `height` picture with the ratio `ratio` (width / height), placed
 * so the focal point (0..1 from the left and the top) is as near its middle as the edges allow.
 */
export function focalCrop(
  width: number,
  height: number,
  ratio: number,
  focalX: number,
  focalY: number,
): CropRect {
  const cropWidth = Math.min(width, Math.round(height * ratio))
  const cropHeight = Math.min(height, Math.round(cropWidth / ratio))
  const place = (size: number, crop: number, focal: number) =>
    Math.min(size - crop, Math.max(0, Math.round(focal * size - crop / 2)))
  return {
    left: place(width, cropWidth, focalX),
    top: place(height, cropHeight, focalY),
    width: cropWidth,
    height: cropHeight,
  }
}
