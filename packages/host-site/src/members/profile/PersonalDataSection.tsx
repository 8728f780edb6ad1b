import { use, useEffect } from 'react'
import { useTranslation } from '../../platform/i18n/translation'
import { PersonalDataForm } from './PersonalDataForm'
import { profileTextsFor } from './profileTexts'
import { useProfile, useProfileFlow } from './useProfileFlow'

/**
 * The profile's personal and contact data (profile settings, issue 13): read, then a form that
 * starts from them once they are there.
 */
export function PersonalDataSection() {
  const { i18n } = useTranslation()
  // Its texts load with the profile pages, not with every page (issue 15's 70 KB).
  use(profileTextsFor(i18n))
  const { t } = useTranslation('profile')
  const flow = useProfileFlow()
  const profile = useProfile(flow, (state) => state.profile)
  const loadFailed = useProfile(flow, (state) => state.loadFailed)
  const loading = useProfile(flow, (state) => state.busy === 'load')
  const outcome = useProfile(flow, (state) => state.outcome)

  useEffect(() => {
    void flow.getState().load()
  }, [flow])

  return (
    <section aria-labelledby="personal-data-title" className="account-section">
      <h2 id="personal-data-title">{t('title')}</h2>
      {profile ? (
        <PersonalDataForm flow={flow} profile={profile} />
      ) : (
        <div role="status" className="account-status">
          {loadFailed ? (
            <p>{t('load_failed')}</p>
          ) : outcome?.code === 'signed_out' ? (
            <p>{t('errors.signed_out')}</p>
          ) : (
            <p>{t('loading')}</p>
          )}
        </div>
      )}
      {loadFailed && !profile ? (
        <button
          type="button"
          className="account-button account-button--secondary"
          aria-disabled={loading || undefined}
          onClick={() => void flow.getState().load()}
        >
          {t('retry')}
        </button>
      ) : null}
    </section>
  )
}
