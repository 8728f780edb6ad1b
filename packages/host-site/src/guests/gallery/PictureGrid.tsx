import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import { ResponsivePicture } from '../../platform/images/ResponsivePicture'
import type { PictureGroup } from './galleryPictures'
import { PictureViewer } from './PictureViewer'

/**
 * A gallery's thumbnails, group by group (a subheading each where it has a title), each a button
 * that opens the picture in the viewer; closing it brings focus back to that button. The grid is
 * the server's markup; the viewer opens once the page has hydrated.
 */
export function PictureGrid({
  groups,
  label,
  headingLevel = 2,
  priority = false,
}: {
  groups: readonly PictureGroup[]
  /** The viewer's name, such as "Pictures of Hotel Cissa". */
  label: string
  headingLevel?: 2 | 3
  /** The first picture is the page's largest at first sight: it loads first, the rest lazily. */
  priority?: boolean
}) {
  const { t } = useTranslation('gallery')
  const pictures = groups.flatMap((group) => group.pictures)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const [open, setOpen] = useState<{ index: number; from: number }>()
  const returnTo = useRef<number>(undefined)

  // After the viewer has closed (the page behind it no longer inert), back to its opener.
  useEffect(() => {
    if (open !== undefined || returnTo.current === undefined) return
    buttons.current[returnTo.current]?.focus()
    returnTo.current = undefined
  }, [open])

  const Heading = `h${headingLevel}` as const
  // Where each group's pictures start among all of them: the viewer moves across groups.
  const starts = groups.map((_, index) =>
    groups
      .slice(0, index)
      .reduce((sum, group) => sum + group.pictures.length, 0),
  )
  return (
    <div className="picture-grid">
      {groups.map((group, groupIndex) => {
        const first = starts[groupIndex] ?? 0
        const headingId = `pictures-${group.id}`
        return (
          <section
            key={group.id}
            className="picture-grid__group"
            {...(group.title ? { 'aria-labelledby': headingId } : {})}
          >
            {group.title ? (
              <Heading id={headingId} className="picture-grid__title">
                {group.title}
              </Heading>
            ) : null}
            {group.unit ? (
              <p className="picture-grid__link">
                <Link to={group.unit.href}>
                  {t('property.unit_link', { name: group.unit.name })}
                </Link>
              </p>
            ) : null}
            <ul className="picture-grid__list">
              {group.pictures.map((picture, n) => {
                const index = first + n
                return (
                  <li key={picture.src}>
                    <button
                      ref={(button) => {
                        buttons.current[index] = button
                      }}
                      type="button"
                      className="picture-grid__open"
                      aria-haspopup="dialog"
                      onClick={() => setOpen({ index, from: index })}
                    >
                      <ResponsivePicture
                        src={picture.src}
                        alt={picture.alt}
                        sizes="(min-width: 64rem) 20rem, (min-width: 40rem) 33vw, 50vw"
                        priority={priority && index === 0}
                      />
                      <span className="picture-grid__caption">
                        {picture.caption}
                      </span>
                    </button>
                  </li>
                )
              })}
            </ul>
          </section>
        )
      })}
      {open ? (
        <PictureViewer
          label={label}
          pictures={pictures}
          index={open.index}
          onMove={(index) => setOpen({ ...open, index })}
          onClose={() => {
            returnTo.current = open.from
            setOpen(undefined)
          }}
        />
      ) : null}
    </div>
  )
}
