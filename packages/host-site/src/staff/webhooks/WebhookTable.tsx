import type { Webhook, WebhookActions } from '@resort/core/staff'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { ColumnHeads } from '../list/ColumnHeads'
import { formatWhen } from '../list/formatWhen'
import { TableRegion } from '../list/TableRegion'
import { RemoveStep } from '../RemoveStep'
import { RotateSecretStep } from './RotateSecretStep'
import { eventText } from './webhookWords'

const COLUMNS = [
  'name',
  'url',
  'events',
  'secretSince',
  'waiting',
  'failed',
  'actions',
] as const

const NUMBERS: ReadonlySet<string> = new Set(['waiting', 'failed'])

/** The id of an address's Deliveries button: closing its deliveries gives it the focus back. */
export const deliveriesButtonId = (webhookId: string) =>
  `webhook-deliveries-of-${webhookId}`

/**
 * Every registered address, oldest first (issue 35, decision 049): its name, web address,
 * events and how old its secret is, with its deliveries waiting and failed; each one's
 * deliveries opened, its secret rotated or the address removed after a yes. On a narrow screen
 * the table scrolls inside its frame, never the page.
 */
export function WebhookTable({
  webhooks,
  actions: { deliveries, rotation, removal },
  onRotated,
  onRemoved,
}: {
  webhooks: readonly Webhook[]
  actions: WebhookActions
  onRotated: () => void
  onRemoved: () => void
}) {
  const { t } = useTranslation('adminWebhooks')
  const language = usePageLanguage()
  const count = new Intl.NumberFormat(language)
  const open = useStore(deliveries, (state) => state.webhook?.webhookId)
  return (
    <TableRegion titleId="webhooks-caption" title={t('list.caption')}>
      <table
        className="admin-table webhooks__table"
        aria-labelledby="webhooks-caption"
      >
        <ColumnHeads
          columns={COLUMNS}
          numbers={NUMBERS}
          label={(column) => t(`list.columns.${column}`)}
        />
        <tbody>
          {webhooks.map((webhook) => {
            const named = { webhookId: webhook.webhookId, name: webhook.name }
            return (
              <tr
                key={webhook.webhookId}
                aria-current={open === webhook.webhookId || undefined}
              >
                <th scope="row">{webhook.name}</th>
                <td className="webhooks__url">{webhook.url}</td>
                <td>
                  <ul className="webhooks__events">
                    {webhook.events.map((event) => (
                      <li key={event}>{eventText(t, event)}</li>
                    ))}
                  </ul>
                </td>
                <td>{formatWhen(webhook.secretSince, language)}</td>
                <td className="admin-number">
                  {count.format(webhook.waiting)}
                </td>
                <td className="admin-number">{count.format(webhook.failed)}</td>
                <td>
                  <div className="webhooks__actions">
                    <button
                      id={deliveriesButtonId(webhook.webhookId)}
                      type="button"
                      className="account-button account-button--secondary"
                      onClick={() => void deliveries.getState().open(named)}
                    >
                      {t('list.deliveries', named)}
                    </button>
                    <RotateSecretStep
                      rotation={rotation}
                      webhook={named}
                      onRotated={onRotated}
                    />
                    <RemoveStep
                      removal={removal}
                      draft={named}
                      isThis={(draft) => draft?.webhookId === webhook.webhookId}
                      texts={{
                        remove: t('remove.button', named),
                        ask: t('remove.ask', named),
                        confirm: t('remove.confirm'),
                        keep: t('remove.keep'),
                        failed: t('remove.failed', named),
                      }}
                      className="webhooks__step"
                      onRemoved={onRemoved}
                    />
                  </div>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </TableRegion>
  )
}
