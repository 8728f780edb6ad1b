import {
  adminMedia,
  navigationProperties,
  propertyUnits,
  type MediaOwner,
} from '@resort/core/api'
import { CONTENT_PAGE_IDS, isContentPage } from '@resort/core/site'
import {
  createMediaRemoval,
  createMediaReorder,
  createMediaUpload,
} from '@resort/core/staff'
import { SelectField } from '@resort/widget/forms'
import { useMemo } from 'react'
import { useSiteApi } from '../../platform/api/SiteApiContext'
import {
  answerValue,
  skipToken,
  useEndpoint,
} from '../../platform/api/useEndpoint'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import './adminMedia.css'
import { ListStatus } from '../list/ListStatus'
import { useReload } from '../list/useReload'
import { useSearchState } from '../list/useSearchState'
import { useAdminTitle } from '../useAdminTitle'
import { MediaList } from './MediaList'
import { MediaUpload } from './MediaUpload'
import { photoSender } from './sendPhoto'

const PAGE = 'page:'

/** The owner the address names: `place` is a property id or page:{id}; `room` a room type's id. */
function ownerOf(place: string, room: string): MediaOwner | undefined {
  if (place.startsWith(PAGE)) {
    const page = place.slice(PAGE.length)
    return isContentPage(page)
      ? { ownerKind: 'content_page', ownerId: page }
      : undefined
  }
  if (!place) return undefined
  return room
    ? { ownerKind: 'unit_type', ownerId: room }
    : { ownerKind: 'property', ownerId: place }
}

/**
 * /{lang}/admin/media (issue 33): the photos of a property, one of its room types or a content
 * page (chosen in the address), in the site's order: uploaded, focused, described in five
 * languages, moved and deleted. A photo shows on the site once its alt text is in every language.
 */
export function MediaSection() {
  const { t } = useTranslation('admin')
  const api = useSiteApi()
  const language = usePageLanguage()
  const { params, update } = useSearchState()
  const [version, reload] = useReload()
  useAdminTitle(t('media.title'))
  const place = params.get('place') ?? ''
  const room = params.get('room') ?? ''
  const owner = ownerOf(place, room)
  const listed = useEndpoint(navigationProperties, { lang: language })
  const properties = (answerValue(listed)?.groups ?? []).flatMap(
    (group) => group.properties,
  )
  const isProperty = place !== '' && !place.startsWith(PAGE)
  const units = useEndpoint(
    propertyUnits,
    isProperty ? { lang: language, propertyId: place } : skipToken,
  )
  const unitTypes = answerValue(units)?.unitTypes ?? []
  const answer = useEndpoint(adminMedia, owner ?? skipToken, { version })
  const media = answerValue(answer)
  const ownerKey = owner ? `${owner.ownerKind}:${owner.ownerId}` : ''
  const actions = useMemo(
    () =>
      owner
        ? {
            upload: createMediaUpload({ api, owner, send: photoSender(api) }),
            reorder: createMediaReorder({ api, owner }),
            removal: createMediaRemoval({ api }),
          }
        : undefined,
    // One set per owner: another owner's upload is no longer news.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, ownerKey],
  )
  const shown =
    media && owner && media.ownerId === owner.ownerId ? media : undefined
  return (
    <section className="admin-section" aria-labelledby="admin-media-title">
      <h2 id="admin-media-title">{t('media.title')}</h2>
      <p>{t('media.intro')}</p>
      <div className="admin-media-owner">
        <SelectField
          id="admin-media-place"
          label={t('media.owner')}
          value={place}
          onChange={(value) => update({ place: value, room: undefined })}
        >
          <option value="">{t('media.choose')}</option>
          <optgroup label={t('media.owner_properties')}>
            {properties.map(({ propertyId, name }) => (
              <option key={propertyId} value={propertyId}>
                {name}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('media.owner_pages')}>
            {CONTENT_PAGE_IDS.map((id) => (
              <option key={id} value={`${PAGE}${id}`}>
                {t(`content.pages.${id}`)}
              </option>
            ))}
          </optgroup>
        </SelectField>
        {isProperty ? (
          <SelectField
            id="admin-media-room"
            label={t('media.room')}
            value={room}
            onChange={(value) => update({ room: value })}
          >
            <option value="">{t('media.room_property')}</option>
            {unitTypes.map((unit) => (
              <option key={unit.unitId} value={unit.unitId}>
                {unit.name}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
      {owner ? (
        <ListStatus
          answer={answer}
          count={
            shown ? t('media.count', { count: shown.items.length }) : undefined
          }
          onRetry={reload}
        />
      ) : (
        <p>{t('media.choose_hint')}</p>
      )}
      {actions && shown ? (
        <>
          <MediaUpload upload={actions.upload} onUploaded={reload} />
          <MediaList
            key={`${ownerKey}:${version}`}
            media={shown}
            reorder={actions.reorder}
            removal={actions.removal}
            onChanged={reload}
          />
        </>
      ) : null}
    </section>
  )
}
