import { WEBHOOK_EVENTS, type WebhookEventType } from '@resort/core/api'
import {
  WEBHOOK_FIELDS,
  type WebhookCreation,
  type WebhookDraft,
  type WebhookField,
} from '@resort/core/staff'
import {
  Choice,
  ChoiceGroup,
  ErrorSummary,
  TextField,
} from '@resort/widget/forms'
import { useState } from 'react'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'
import { problemText } from '../adminProblems'
import { eventText } from './webhookWords'

const idOf = (field: WebhookField) => `webhook-${field}`

// The server's bounds (webhooks.ts): a little more may be typed, and is refused with its reason.
const MAX_LENGTH = { url: 2020, name: 80 }

const toggle = (
  events: readonly WebhookEventType[],
  event: WebhookEventType,
  on: boolean,
) => (on ? [...events, event] : events.filter((other) => other !== event))

/**
 * The form of a new webhook address (issue 35, decision 049): its web address, its name and the
 * events it is told of. The check, the call and the refusals at their fields are core's
 * (createWebhookActions); what was typed stays through a refusal, and the form is empty again
 * once the address is registered.
 */
export function NewWebhookForm({
  creation,
  onCreated,
}: {
  creation: WebhookCreation
  onCreated: () => void
}) {
  const { t } = useTranslation('adminWebhooks')
  const { t: adminTexts } = useTranslation('admin')
  const draft = useStore(creation, (state) => state.draft)
  const errors = useStore(creation, (state) => state.errors)
  const problem = useStore(creation, (state) => state.problem)
  const busy = useStore(creation, (state) => state.busy)
  // Each refused press moves focus to the error summary.
  const [attempt, setAttempt] = useState(0)
  const change = (patch: Partial<WebhookDraft>, field: WebhookField) =>
    creation.getState().change(patch, field)

  const errorOf = (field: WebhookField) => {
    const code = errors[field]
    return code
      ? t([`errors.${field}.${code}`, `errors.${code}`, 'errors.invalid'])
      : undefined
  }
  const labelOf = (field: WebhookField) => t(`form.labels.${field}`)

  async function create() {
    if (busy) return
    if (await creation.getState().create()) onCreated()
    else setAttempt((count) => count + 1)
  }

  return (
    <section className="webhook-new" aria-labelledby="webhook-new-title">
      <h3 id="webhook-new-title">{t('form.title')}</h3>
      <p>{t('form.intro')}</p>
      <form
        noValidate
        className="webhook-form"
        aria-labelledby="webhook-new-title"
        onSubmit={(event) => {
          event.preventDefault()
          void create()
        }}
      >
        <ErrorSummary
          title={t('form.problem')}
          titleLevel="p"
          message={problem ? problemText(adminTexts, problem) : undefined}
          errors={WEBHOOK_FIELDS.flatMap((field) => {
            const error = errorOf(field)
            return error
              ? [{ id: idOf(field), label: labelOf(field), error }]
              : []
          })}
          attempt={attempt}
        />
        {(['url', 'name'] as const).map((field) => (
          <TextField
            key={field}
            id={idOf(field)}
            type={field === 'url' ? 'url' : 'text'}
            label={labelOf(field)}
            hint={t(`form.hints.${field}`)}
            error={errorOf(field)}
            required
            wide
            autoComplete="off"
            spellCheck={false}
            maxLength={MAX_LENGTH[field]}
            value={draft[field]}
            onChange={(value) => change({ [field]: value }, field)}
          />
        ))}
        <ChoiceGroup
          id={idOf('events')}
          legend={labelOf('events')}
          hint={t('form.hints.events')}
          error={errorOf('events')}
          required
        >
          {WEBHOOK_EVENTS.map((event) => (
            <Choice
              key={event}
              id={`${idOf('events')}-${event.replace('.', '-')}`}
              type="checkbox"
              label={eventText(t, event)}
              hint={<code>{event}</code>}
              checked={draft.events.includes(event)}
              onChange={(input) =>
                change(
                  {
                    events: toggle(
                      creation.getState().draft.events,
                      event,
                      input.target.checked,
                    ),
                  },
                  'events',
                )
              }
            />
          ))}
        </ChoiceGroup>
        <div role="status">{busy ? <p>{t('form.registering')}</p> : null}</div>
        <button
          type="submit"
          className="account-button"
          aria-disabled={busy || undefined}
        >
          {t('form.submit')}
        </button>
      </form>
    </section>
  )
}
