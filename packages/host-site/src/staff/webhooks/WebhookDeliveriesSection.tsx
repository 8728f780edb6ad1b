import type { WebhookDeliveries } from '@resort/core/staff'
import { useEffect, useRef } from 'react'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { problemText } from '../adminProblems'
import { ColumnHeads } from '../list/ColumnHeads'
import { TableRegion } from '../list/TableRegion'
import { DeliveryRow, deliveryRowId } from './DeliveryRow'
import { deliveriesButtonId } from './WebhookTable'
import { retryScheduleText, timeoutText } from './webhookWords'

const COLUMNS = [
  'event',
  'booking',
  'created',
  'state',
  'attempts',
  'actions',
] as const

const NO_NUMBERS: ReadonlySet<string> = new Set()

// After what it replaces is gone, once React has drawn the new content.
const focusLater = (id: string) =>
  requestAnimationFrame(() => document.getElementById(id)?.focus())

/**
 * The deliveries of the address opened from the list (issue 35, decision 049): newest first,
 * each with its tries, sent again on demand, older ones a page at a time. The pages and the
 * replays are core's (createWebhookDeliveries); this section selects and renders.
 */
export function WebhookDeliveriesSection({
  deliveries,
  onReplayed,
}: {
  deliveries: WebhookDeliveries
  onReplayed: () => void
}) {
  const { t } = useTranslation('adminWebhooks')
  const { t: adminTexts } = useTranslation('admin')
  const language = usePageLanguage()
  const webhook = useStore(deliveries, (state) => state.webhook)
  const status = useStore(deliveries, (state) => state.status)
  const list = useStore(deliveries, (state) => state.deliveries)
  const next = useStore(deliveries, (state) => state.next)
  const more = useStore(deliveries, (state) => state.more)
  const problem = useStore(deliveries, (state) => state.problem)
  const heading = useRef<HTMLHeadingElement>(null)
  // Opened from the list far above: the section's heading takes the focus.
  useEffect(() => {
    if (webhook) heading.current?.focus()
  }, [webhook])
  if (!webhook) return null

  async function loadMore() {
    const shown = deliveries.getState().deliveries.length
    if (await deliveries.getState().loadMore()) {
      // The first delivery of the page read takes the focus; the button may be gone.
      const first = deliveries.getState().deliveries[shown]
      if (first) focusLater(deliveryRowId(first.deliveryId))
    }
  }

  const count =
    status === 'loading'
      ? t('deliveries.loading')
      : more === 'loading'
        ? t('deliveries.loading_more')
        : status === 'loaded'
          ? t('deliveries.shown', { count: list.length })
          : ''
  return (
    <section
      className="webhook-deliveries"
      aria-labelledby="webhook-deliveries-title"
    >
      <h3 id="webhook-deliveries-title" ref={heading} tabIndex={-1}>
        {t('deliveries.title', { name: webhook.name })}
      </h3>
      <p>
        {t('deliveries.intro', {
          timeout: timeoutText(language),
          schedule: retryScheduleText(language),
        })}
      </p>
      <button
        type="button"
        className="account-button account-button--secondary"
        onClick={() => {
          deliveries.getState().close()
          focusLater(deliveriesButtonId(webhook.webhookId))
        }}
      >
        {t('deliveries.close')}
      </button>
      <p role="status" className="admin-count">
        {count}
      </p>
      <div role="alert" className="admin-problem">
        {problem ? (
          <>
            <p>
              {t(
                status === 'failed'
                  ? 'deliveries.failed'
                  : 'deliveries.more_failed',
              )}
            </p>
            <p>{problemText(adminTexts, problem)}</p>
          </>
        ) : null}
      </div>
      {status === 'failed' ? (
        <button
          type="button"
          className="account-button account-button--secondary"
          onClick={() => {
            void deliveries.getState().open(webhook)
            // This button goes while the page is read again.
            heading.current?.focus()
          }}
        >
          {adminTexts('list.try_again')}
        </button>
      ) : null}
      {status === 'loaded' && list.length === 0 ? (
        <p>{t('deliveries.none')}</p>
      ) : null}
      {list.length > 0 ? (
        <TableRegion
          titleId="webhook-deliveries-caption"
          title={t('deliveries.caption', { name: webhook.name })}
        >
          <table
            className="admin-table webhook-deliveries__table"
            aria-labelledby="webhook-deliveries-caption"
          >
            <ColumnHeads
              columns={COLUMNS}
              numbers={NO_NUMBERS}
              label={(column) => t(`deliveries.columns.${column}`)}
            />
            <tbody>
              {list.map((delivery) => (
                <DeliveryRow
                  key={delivery.deliveryId}
                  delivery={delivery}
                  deliveries={deliveries}
                  onReplayed={onReplayed}
                />
              ))}
            </tbody>
          </table>
        </TableRegion>
      ) : null}
      {next && status === 'loaded' ? (
        <button
          type="button"
          className="account-button account-button--secondary webhook-deliveries__more"
          aria-disabled={more === 'loading' || undefined}
          onClick={() => void loadMore()}
        >
          {t('deliveries.more')}
        </button>
      ) : null}
    </section>
  )
}
