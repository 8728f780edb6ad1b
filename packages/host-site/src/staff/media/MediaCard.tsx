import { LANGUAGES } from '@resort/core'
import { MEDIA_LIMITS, type MediaItem } from '@resort/core/api'
import {
  createMediaSave,
  missingAlt,
  type MediaField,
} from '@resort/core/staff'
import { TextField } from '@resort/widget/forms'
import { useMemo } from 'react'
import { useStore } from 'zustand'
import { useSiteApi } from '../../platform/api/SiteApiContext'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { problemText } from '../adminProblems'
import { FocalPoint } from './FocalPoint'

/**
 * One photo's form: its focal point, and its alt text and caption in five languages, saved in one
 * call (core's MediaSaveAction). Whether it is on the site is said first: an alt text missing in
 * any language keeps it off, and the sentence names the languages.
 */
export function MediaCard({
  listed,
  n,
}: {
  listed: MediaItem
  /** Its place in the list, from 1: the page names photos by it. */
  n: number
}) {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  const api = useSiteApi()
  const save = useMemo(
    () => createMediaSave({ api, item: listed }),
    [api, listed],
  )
  // The saved photo (a new focal point is a new address), else the listed one.
  const item = useStore(save, (state) => state.done) ?? listed
  const draft = useStore(save, (state) => state.draft)
  const errors = useStore(save, (state) => state.errors)
  const problem = useStore(save, (state) => state.problem)
  const busy = useStore(save, (state) => state.busy)
  const saved = useStore(save, (state) => state.justDone)
  const id = `admin-media-${item.mediaId}`
  const missing = missingAlt(item.texts)
  const languageNames = new Intl.ListFormat(language, {
    type: 'conjunction',
  }).format(missing.map((language) => t(`content.languages.${language}`)))
  const domId = (field: MediaField) => `${id}-${field.replace('.', '-')}`
  const errorText = (field: MediaField) => {
    const code = errors[field]
    return code
      ? t([`media.errors.${code}`, 'media.problems.fields'], {
          max: field.endsWith('alt') ? MEDIA_LIMITS.alt : MEDIA_LIMITS.caption,
        })
      : undefined
  }

  async function submit() {
    if (await save.getState().save()) return
    const first = Object.keys(save.getState().errors)[0] as
      MediaField | undefined
    if (first) document.getElementById(domId(first))?.focus()
  }

  return (
    <form
      noValidate
      className="admin-media-card"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <h3 id={`${id}-title`}>{t('media.photo', { n })}</h3>
      <p
        className={
          item.published
            ? 'admin-media-card__state'
            : 'admin-media-card__state admin-media-card__state--off'
        }
      >
        {item.published
          ? t('media.published')
          : t('media.unpublished', { languages: languageNames })}
      </p>
      <FocalPoint
        id={id}
        item={item}
        n={n}
        focalX={draft.focalX}
        focalY={draft.focalY}
        errors={errors}
        onChange={(patch) =>
          save
            .getState()
            .change(patch, patch.focalX !== undefined ? 'focalX' : 'focalY')
        }
      />
      {LANGUAGES.map((language) => (
        <fieldset key={language} lang={language} className="admin-media-texts">
          <legend>{t(`content.languages.${language}`)}</legend>
          {(['alt', 'caption'] as const).map((name) => {
            const field = `${language}.${name}` as MediaField
            return (
              <TextField
                key={name}
                id={domId(field)}
                label={t(`media.${name}`)}
                hint={name === 'alt' ? t('media.alt_hint') : undefined}
                rows={name === 'caption' ? 2 : undefined}
                wide
                value={draft.texts[language][name]}
                error={errorText(field)}
                onChange={(value) => {
                  const texts = save.getState().draft.texts
                  save.getState().change(
                    {
                      texts: {
                        ...texts,
                        [language]: { ...texts[language], [name]: value },
                      },
                    },
                    field,
                  )
                }}
              />
            )
          })}
        </fieldset>
      ))}
      <div role="alert">
        {problem ? (
          <p className="admin-error">
            {problem.kind === 'not_found'
              ? t('media.problems.not_found')
              : problemText(t, problem)}
          </p>
        ) : Object.keys(errors).length ? (
          <p className="admin-error">{t('media.problems.fields')}</p>
        ) : null}
      </div>
      <div role="status">{saved ? <p>{t('media.saved', { n })}</p> : null}</div>
      <button
        type="submit"
        className="account-button"
        aria-disabled={busy || undefined}
      >
        {t('media.save', { n })}
      </button>
    </form>
  )
}
