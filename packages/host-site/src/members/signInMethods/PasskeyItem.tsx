import { MAX_PASSKEY_NAME_LENGTH, type Passkey } from '@resort/core/api'
import type { PasskeyFlow } from '@resort/core/signInMethods'
import { TextField } from '@resort/widget/forms'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { formatDay } from './formatDay'

/** One of the member's passkeys: what it is, and renaming or removing it. */
export function PasskeyItem({
  passkey,
  flow,
}: {
  passkey: Passkey
  flow: PasskeyFlow
}) {
  const { t } = useTranslation('signInMethods')
  const language = usePageLanguage()
  const busy = useStore(flow, (state) => state.busy !== undefined)
  const nameError = useStore(flow, (state) =>
    state.nameError?.action === 'rename' && state.nameError.id === passkey.id
      ? state.nameError.code
      : undefined,
  )
  const [editing, setEditing] = useState(false)
  const [name, setName] = useState(passkey.name)
  const renameButton = useRef<HTMLButtonElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const wasEditing = useRef(false)
  const id = useId()

  // Focus follows the form: into it when it opens, back to Rename when it closes.
  useEffect(() => {
    if (editing) input.current?.focus()
    else if (wasEditing.current) renameButton.current?.focus()
    wasEditing.current = editing
  }, [editing])

  async function save(event: FormEvent) {
    event.preventDefault()
    if (await flow.getState().rename(passkey.id, name)) setEditing(false)
    else if (flow.getState().nameError) input.current?.focus()
  }

  const facts = [
    t('passkey.created', { date: formatDay(passkey.createdAt, language) }),
    passkey.lastUsedAt
      ? t('passkey.last_used', {
          date: formatDay(passkey.lastUsedAt, language),
        })
      : t('passkey.never_used'),
    passkey.backedUp ? t('passkey.synced') : t('passkey.single_device'),
  ]
  return (
    <li>
      <p className="sign-in-methods__item-name">{passkey.name}</p>
      <p className="sign-in-methods__item-facts">{facts.join(' · ')}</p>
      {editing ? (
        <form noValidate onSubmit={(event) => void save(event)}>
          <TextField
            ref={input}
            id={`${id}-name`}
            label={t('passkey.new_name', { name: passkey.name })}
            error={
              nameError
                ? t(`passkey.name_${nameError}`, {
                    max: MAX_PASSKEY_NAME_LENGTH,
                  })
                : undefined
            }
            autoComplete="off"
            value={name}
            onChange={setName}
          />
          <div className="sign-in-methods__actions">
            <button
              type="submit"
              className="account-button"
              aria-disabled={busy || undefined}
            >
              {t('passkey.save')}
            </button>
            <button
              type="button"
              className="account-button account-button--secondary"
              onClick={() => {
                setName(passkey.name)
                flow.getState().dismiss()
                setEditing(false)
              }}
            >
              {t('passkey.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div className="sign-in-methods__actions">
          <button
            ref={renameButton}
            type="button"
            className="account-button account-button--secondary"
            aria-label={t('passkey.rename_label', { name: passkey.name })}
            onClick={() => setEditing(true)}
          >
            {t('passkey.rename')}
          </button>
          <button
            type="button"
            className="account-button account-button--secondary"
            aria-disabled={busy || undefined}
            aria-label={t('passkey.remove_label', { name: passkey.name })}
            onClick={() => void flow.getState().remove(passkey.id)}
          >
            {t('passkey.remove')}
          </button>
        </div>
      )}
    </li>
  )
}
