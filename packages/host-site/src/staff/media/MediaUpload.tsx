import type { MediaUpload as MediaUploadAction } from '@resort/core/staff'
import { useRef } from 'react'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'
import { problemText } from '../adminProblems'

/**
 * The upload form: a labelled file input, the limits said beside it, the progress while the file
 * goes, and the refusal (the page's or the server's) at the input, announced. A refused file
 * stays chosen, so the staff member sees which one it was.
 */
export function MediaUpload({
  upload,
  onUploaded,
}: {
  upload: MediaUploadAction
  onUploaded: () => void
}) {
  const { t } = useTranslation('admin')
  const busy = useStore(upload, (state) => state.busy)
  const progress = useStore(upload, (state) => state.draft.progress)
  const error = useStore(upload, (state) => state.errors.file)
  const problem = useStore(upload, (state) => state.problem)
  const uploaded = useStore(upload, (state) => state.justDone)
  const input = useRef<HTMLInputElement>(null)
  const errorText = error
    ? t([`media.errors.${error}`, 'media.problems.failed'])
    : undefined

  async function submit() {
    if (await upload.getState().upload()) {
      if (input.current) input.current.value = ''
      onUploaded()
    } else input.current?.focus()
  }

  return (
    <form
      noValidate
      className="admin-media-upload"
      aria-labelledby="admin-media-upload-title"
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <h3 id="admin-media-upload-title">{t('media.upload_title')}</h3>
      <div className={`form-field${error ? ' form-field--error' : ''}`}>
        <label htmlFor="admin-media-file">{t('media.file')}</label>
        <p id="admin-media-file-hint" className="form-field__hint">
          {t('media.file_hint')}
        </p>
        <input
          ref={input}
          id="admin-media-file"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          aria-describedby={`admin-media-file-hint${error ? ' admin-media-file-error' : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) =>
            upload
              .getState()
              .change({ file: event.target.files?.[0], progress: 0 }, 'file')
          }
        />
        {errorText ? (
          <p id="admin-media-file-error" className="form-field__error">
            {errorText}
          </p>
        ) : null}
      </div>
      {busy ? (
        <p>
          <label htmlFor="admin-media-progress">{t('media.progress')}</label>{' '}
          <progress id="admin-media-progress" max={1} value={progress}>
            {Math.round(progress * 100)} %
          </progress>
        </p>
      ) : null}
      <div role="alert">
        {errorText ? (
          <p className="admin-error">{errorText}</p>
        ) : problem ? (
          <p className="admin-error">{problemText(t, problem)}</p>
        ) : null}
      </div>
      <div role="status">
        {busy ? (
          <p>{t('media.uploading')}</p>
        ) : uploaded ? (
          <p>{t('media.uploaded')}</p>
        ) : null}
      </div>
      <button
        type="submit"
        className="account-button"
        aria-disabled={busy || undefined}
      >
        {t('media.upload')}
      </button>
    </form>
  )
}
