import { MAX_PASSKEY_NAME_LENGTH } from '@resort/core/api'
import type { PasskeyFlow } from '@resort/core/signInMethods'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'
import { PasskeyNoticeMessage } from './PasskeyNoticeMessage'

/** Adds a passkey of this device: a name if the member wants one, then the browser's prompt. */
export function AddPasskeyForm({
  flow,
  returnTo,
}: {
  flow: PasskeyFlow
  returnTo: string | undefined
}) {
  const { t } = useTranslation('signInMethods')
  const busy = useStore(flow, (state) => state.busy === 'add')
  const notice = useStore(flow, (state) =>
    state.notice?.action === 'add' ? state.notice : undefined,
  )
  const passkeys = useStore(flow, (state) => state.passkeys)
  const nameError = useStore(flow, (state) =>
    state.nameError?.action === 'add' ? state.nameError.code : undefined,
  )
  const [name, setName] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const id = useId()

  async function add() {
    const added = await flow.getState().add(name)
    if (added) setName('')
    else if (flow.getState().nameError) input.current?.focus()
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    void add()
  }

  return (
    <form noValidate onSubmit={submit}>
      <h3>{t('passkey.add_title')}</h3>
      <div className="sign-in-methods__field">
        <label htmlFor={`${id}-name`}>{t('passkey.name')}</label>
        <p id={`${id}-hint`} className="sign-in-methods__hint">
          {t('passkey.name_hint')}
        </p>
        {nameError && (
          <p id={`${id}-error`} className="sign-in-methods__error">
            {t(`passkey.name_${nameError}`, {
              max: MAX_PASSKEY_NAME_LENGTH,
            })}
          </p>
        )}
        <input
          ref={input}
          id={`${id}-name`}
          name="passkey-name"
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${id}-error ${id}-hint` : `${id}-hint`}
        />
      </div>
      <button
        type="submit"
        className="account-button"
        aria-disabled={busy || undefined}
      >
        {busy ? t('passkey.adding') : t('passkey.add')}
      </button>
      {notice && (
        <PasskeyNoticeMessage
          notice={notice}
          passkeys={passkeys}
          returnTo={returnTo}
          onRetry={() => void add()}
        />
      )}
    </form>
  )
}
