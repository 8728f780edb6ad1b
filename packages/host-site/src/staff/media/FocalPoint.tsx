import type { MediaItem } from '@resort/core/api'
import { TextField } from '@resort/widget/forms'
import type { MouseEvent } from 'react'
import { useTranslation } from '../../platform/i18n/translation'

const percent = (share: number) => String(Math.round(share * 100))

/**
 * The focal point: two number fields (from the left, from the top, in per cent) a keyboard sets,
 * and the picture a click on which sets both; beside it the crop the site makes around it.
 */
export function FocalPoint({
  id,
  item,
  n,
  focalX,
  focalY,
  errors,
  onChange,
}: {
  id: string
  item: MediaItem
  /** The photo's place in the list, as the page names it. */
  n: number
  focalX: number
  focalY: number
  errors: { focalX?: string | undefined; focalY?: string | undefined }
  onChange: (patch: { focalX?: number; focalY?: number }) => void
}) {
  const { t } = useTranslation('admin')
  const share = (value: string) => Number(value.replace(',', '.')) / 100
  const errorOf = (code: string | undefined) =>
    code ? t([`media.errors.${code}`, 'media.problems.fields']) : undefined

  function clicked(event: MouseEvent<HTMLButtonElement>) {
    // A click with the keyboard has no place on the picture: the fields are for that.
    if (event.detail === 0) return
    const box = event.currentTarget.getBoundingClientRect()
    const at = (value: number) => Math.min(1, Math.max(0, value))
    onChange({
      focalX:
        Math.round(at((event.clientX - box.left) / box.width) * 100) / 100,
      focalY:
        Math.round(at((event.clientY - box.top) / box.height) * 100) / 100,
    })
  }

  return (
    <fieldset className="admin-media-focal">
      <legend>{t('media.focal_title')}</legend>
      <p id={`${id}-focal-hint`} className="form-field__hint">
        {t('media.focal_hint')}
      </p>
      <div className="admin-media-focal__pictures">
        <button
          type="button"
          className="admin-media-focal__whole"
          aria-label={t('media.set_focal', { n })}
          aria-describedby={`${id}-focal-hint`}
          tabIndex={-1}
          onClick={clicked}
        >
          <img
            src={item.src.replace(/\.jpg$/, '-640.webp')}
            alt=""
            style={{ aspectRatio: `${item.width} / ${item.height}` }}
          />
          <span
            className="admin-media-focal__mark"
            aria-hidden="true"
            style={{ left: `${focalX * 100}%`, top: `${focalY * 100}%` }}
          />
        </button>
        <figure className="admin-media-focal__crop">
          <img
            src={item.src.replace(/\.jpg$/, '-640.webp')}
            alt=""
            style={{ objectPosition: `${focalX * 100}% ${focalY * 100}%` }}
          />
          <figcaption>{t('media.crop_caption')}</figcaption>
        </figure>
      </div>
      <div className="admin-media-focal__fields">
        {(
          [
            ['focalX', focalX],
            ['focalY', focalY],
          ] as const
        ).map(([field, value]) => (
          <TextField
            key={field}
            id={`${id}-${field}`}
            label={t(field === 'focalX' ? 'media.focal_x' : 'media.focal_y')}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            narrow
            value={percent(value)}
            error={errorOf(errors[field])}
            onChange={(typed) => onChange({ [field]: share(typed) })}
          />
        ))}
      </div>
    </fieldset>
  )
}
