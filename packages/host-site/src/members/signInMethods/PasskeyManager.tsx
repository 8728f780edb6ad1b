import { useEffect, useId, useRef } from 'react'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'
import '../../platform/styles/account.css'
import '../../platform/styles/signInMethods.css'
import { AddPasskeyForm } from './AddPasskeyForm'
import { usePasskeyFlow } from './flows'
import { PasskeyItem } from './PasskeyItem'
import { PasskeyNoticeMessage } from './PasskeyNoticeMessage'

/**
 * The profile's passkeys: listed, renamed, removed, and one of this device added (where the
 * browser supports passkeys). Adding needs a sign-in of the last ten minutes; when it is older,
 * the member is led to sign in again and back here.
 */
export function PasskeyManager({
  returnTo,
}: {
  /** Where signing in again comes back to; this page by default. */
  returnTo?: string
}) {
  const { t } = useTranslation('signInMethods')
  const flow = usePasskeyFlow()
  const supported = useStore(flow, (state) => state.supported)
  const passkeys = useStore(flow, (state) => state.passkeys)
  const listFailed = useStore(flow, (state) => state.listFailed)
  // The notices about the list (add's are beside its form).
  const listNotice = useStore(flow, (state) =>
    state.notice?.action === 'add' ? undefined : state.notice,
  )
  const signedOut = listNotice?.code === 'signed_out'
  const heading = useRef<HTMLHeadingElement>(null)
  const id = useId()

  useEffect(() => {
    void flow.getState().checkSupport()
    void flow.getState().load()
  }, [flow])

  // A removed passkey takes its buttons with it: the member reads on from the heading.
  useEffect(() => {
    if (listNotice?.code === 'removed') heading.current?.focus()
  }, [listNotice])

  return (
    <section className="sign-in-methods" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {t('passkey.title')}
      </h2>
      <p>{t('passkey.intro')}</p>
      {supported === false && <p>{t('passkey.unsupported')}</p>}
      {listNotice && (
        <PasskeyNoticeMessage
          notice={listNotice}
          passkeys={passkeys}
          returnTo={returnTo}
        />
      )}
      {passkeys === undefined ? (
        listFailed ? (
          <p>
            {t('passkey.load_failed')}{' '}
            <button
              type="button"
              className="account-button account-button--secondary"
              onClick={() => void flow.getState().load()}
            >
              {t('passkey.try_again')}
            </button>
          </p>
        ) : (
          !signedOut && <p role="status">{t('passkey.loading')}</p>
        )
      ) : passkeys.length === 0 ? (
        <p>{t('passkey.none')}</p>
      ) : (
        <ul className="sign-in-methods__list">
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} flow={flow} />
          ))}
        </ul>
      )}
      {supported && !signedOut && (
        <AddPasskeyForm flow={flow} returnTo={returnTo} />
      )}
    </section>
  )
}
