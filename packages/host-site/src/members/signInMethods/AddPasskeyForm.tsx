import { MAX_PASSKEY_NAME_LENGTH } from '@resort/core/api'
import type { PasskeyFlow } from '@resort/core/signInMethods'
import { TextField } from '@resort/widget/forms'
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
      <TextField
        ref={input}
        id={`${id}-name`}
        label={t('passkey.name')}
        hint={t('passkey.name_hint')}
        error={
          nameError
            ? t(`passkey.name_${nameError}`, { max: MAX_PASSKEY_NAME_LENGTH })
            : undefined
        }
        name="passkey-name"
        autoComplete="off"
        value={name}
        onChange={setName}
      />
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
