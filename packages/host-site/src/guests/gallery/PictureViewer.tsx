import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type SyntheticEvent,
} from 'react'
import { useTranslation } from '../../platform/i18n/translation'
import { ResponsivePicture } from '../../platform/images/ResponsivePicture'
import type { GalleryPicture } from './galleryPictures'

/**
 * One picture of a gallery, large, in a modal dialog (the browser's own: the page behind is
 * inert and Tab stays inside): its caption and place, Previous and Next (round the ends), the
 * arrow keys, Home and End; Escape or Close closes it. Mounted while open only.
 */
export function PictureViewer({
  label,
  pictures,
  index,
  onMove,
  onClose,
}: {
  /** The dialog's name, such as "Pictures of Hotel Cissa". */
  label: string
  pictures: readonly GalleryPicture[]
  index: number
  onMove: (index: number) => void
  onClose: () => void
}) {
  const { t } = useTranslation('gallery')
  const dialog = useRef<HTMLDialogElement>(null)
  const close = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const captionId = useId()
  const last = pictures.length - 1
  const picture = pictures[index]

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (!element.open) element.showModal()
    // The browser focuses the first button itself; a test's DOM does not.
    close.current?.focus()
    return () => {
      if (element.open) element.close()
    }
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const to =
      event.key === 'ArrowLeft'
        ? index === 0
          ? last
          : index - 1
        : event.key === 'ArrowRight'
          ? index === last
            ? 0
            : index + 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
    } else if (to !== undefined) {
      event.preventDefault()
      onMove(to)
    }
  }
  // The browser's own close request (Escape, a phone's back gesture): closed through the page.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault()
    onClose()
  }

  if (!picture) return null
  return (
    <dialog
      ref={dialog}
      className="picture-viewer"
      aria-labelledby={titleId}
      aria-describedby={captionId}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
    >
      <div className="picture-viewer__bar">
        <h2 id={titleId} className="picture-viewer__title">
          {label}
        </h2>
        <button
          ref={close}
          type="button"
          className="site-button picture-viewer__close"
          onClick={onClose}
        >
          {t('viewer.close')}
        </button>
      </div>
      <figure className="picture-viewer__figure">
        <ResponsivePicture
          key={picture.src}
          className="picture-viewer__image"
          src={picture.src}
          alt={picture.alt || picture.caption}
          sizes="(min-width: 64rem) 60rem, 100vw"
        />
        {/* Read out at each move, with its place among them. */}
        <figcaption id={captionId} aria-live="polite" aria-atomic="true">
          <span className="picture-viewer__position">
            {t('viewer.position', { n: index + 1, total: pictures.length })}
          </span>{' '}
          {picture.caption}
        </figcaption>
      </figure>
      <div className="picture-viewer__moves">
        <button
          type="button"
          className="site-button"
          onClick={() => onMove(index === 0 ? last : index - 1)}
        >
          <span aria-hidden="true">← </span>
          {t('viewer.previous')}
        </button>
        <button
          type="button"
          className="site-button"
          onClick={() => onMove(index === last ? 0 : index + 1)}
        >
          {t('viewer.next')}
          <span aria-hidden="true"> →</span>
        </button>
      </div>
      <p className="picture-viewer__keys">{t('viewer.keys')}</p>
    </dialog>
  )
}
