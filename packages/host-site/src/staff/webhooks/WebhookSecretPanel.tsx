import { API_DOCS_PATH } from '@resort/core/api'
import type { WebhookActions } from '@resort/core/staff'
import { TextField } from '@resort/widget/forms'
import { useEffect, useRef, type FocusEvent } from 'react'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { oldSecretText } from './webhookWords'

type Field = HTMLInputElement | HTMLTextAreaElement

/** Focused, the secret is selected: ready to copy by hand. */
const selectAll = (event: FocusEvent<Field>) => event.currentTarget.select()

/**
 * The signing secret just answered for an address registered or rotated (decision 049), shown
 * this once in a read-only field with a copy button, and how receivers check it. The secret is
 * core's (createWebhookActions); it goes when staff hide it or leave the page.
 */
export function WebhookSecretPanel({
  actions: { secret, copy },
  onHidden,
}: {
  actions: WebhookActions
  onHidden: () => void
}) {
  const { t } = useTranslation('adminWebhooks')
  const language = usePageLanguage()
  const shown = useStore(secret, (state) => state.shown)
  const copied = useStore(copy, (state) => state.justDone)
  const copyRefused = useStore(copy, (state) => state.problem !== undefined)
  const field = useRef<Field>(null)
  // A new secret is read out from its field, with what to do with it.
  useEffect(() => {
    if (shown) field.current?.focus()
  }, [shown])
  if (!shown) return null
  const { webhook, reason } = shown

  async function copySecret() {
    // Refused by the browser: the secret is selected in its field, to copy by hand.
    if (!(await copy.getState().copy({ secret: webhook.secret })))
      field.current?.focus()
  }

  const notice = copied
    ? t('secret.copied')
    : copyRefused
      ? t('secret.copy_refused')
      : undefined
  return (
    <section className="webhook-secret" aria-labelledby="webhook-secret-title">
      <h3 id="webhook-secret-title">
        {t('secret.title', { name: webhook.name })}
      </h3>
      <TextField
        id="webhook-secret"
        ref={field}
        label={t('secret.label')}
        hint={
          <>
            {t('secret.shown_once', { name: webhook.name })}{' '}
            {reason === 'rotated'
              ? t('secret.old_secret', { hours: oldSecretText(language) })
              : null}
          </>
        }
        value={webhook.secret}
        rows={2}
        readOnly
        wide
        spellCheck={false}
        autoComplete="off"
        onChange={() => {}}
        onFocus={selectAll}
      />
      <div className="webhook-secret__actions">
        <button
          type="button"
          className="account-button"
          onClick={() => void copySecret()}
        >
          {t('secret.copy')}
        </button>
        <button
          type="button"
          className="account-button account-button--secondary"
          onClick={() => {
            secret.getState().hide()
            onHidden()
          }}
        >
          {t('secret.hide')}
        </button>
      </div>
      <div role="status">{notice ? <p>{notice}</p> : null}</div>
      <p>{t('secret.verify')}</p>
      <p>
        <a href={API_DOCS_PATH} target="_blank" rel="noreferrer">
          {t('secret.api_document')}
        </a>
      </p>
    </section>
  )
}
