import { useStore } from 'zustand'
import { useTranslation } from '../../../platform/i18n/translation'
import {
  usePasskeyFlow,
  useSocialAccountsFlow,
} from '../../signInMethods/flows'
import { PasskeySignInButton } from '../../signInMethods/PasskeySignInButton'
import { SocialSignInButtons } from '../../signInMethods/SocialSignInButtons'
import { useAccountFlow } from '../AccountFlowContext'

/**
 * The other ways in under the sign-in form: the providers the server offers and, where the
 * browser can, a passkey. Titled only when there is one; a passkey's sign-in is the flow's own.
 */
export function OtherSignInWays() {
  const { t } = useTranslation('account')
  const account = useAccountFlow()
  const social = useSocialAccountsFlow()
  const passkey = usePasskeyFlow()
  const offered = useStore(social, (state) => state.providers.length > 0)
  const supported = useStore(passkey, (state) => state.supported === true)
  return (
    <section
      aria-labelledby="other-ways-title"
      className="account-other-ways"
      hidden={!offered && !supported}
    >
      <h2 id="other-ways-title">{t('sign_in.other_ways')}</h2>
      <SocialSignInButtons flow={social} />
      <PasskeySignInButton
        flow={passkey}
        onSignedIn={(answer) => account.getState().acceptSignIn(answer)}
      />
    </section>
  )
}
