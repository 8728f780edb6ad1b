import { useTranslation } from 'react-i18next'
import { useAccount } from '../AccountFlowContext'

/**
 * The other ways to sign in the flow offers (social providers, passkeys): none yet, and then
 * nothing is shown. A way is a link to follow or an action to run.
 */
export function OtherSignInWays() {
  const { t } = useTranslation('account')
  const ways = useAccount((state) => state.otherSignInWays)
  if (ways.length === 0) return null
  return (
    <section aria-labelledby="other-ways-title" className="account-other-ways">
      <h2 id="other-ways-title">{t('sign_in.other_ways')}</h2>
      <ul>
        {ways.map(({ id, name, href, start }) => (
          <li key={id}>
            {href ? (
              <a
                className="account-button account-button--secondary"
                href={href}
              >
                {t('sign_in.with', { name })}
              </a>
            ) : (
              <button
                type="button"
                className="account-button account-button--secondary"
                onClick={() => void start?.()}
              >
                {t('sign_in.with', { name })}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
