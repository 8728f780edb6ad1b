import type { WebhookDeliveries, WebhookDelivery } from '@resort/core/staff'
import { Link } from 'react-router'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { adminBookingPath } from '../../platform/routing/paths'
import { problemText } from '../adminProblems'
import { formatWhen } from '../list/formatWhen'
import { attemptText, eventText, replayedText, stateText } from './webhookWords'

/** The id of a delivery's row heading: the first of a page read takes the focus. */
export const deliveryRowId = (deliveryId: string) =>
  `webhook-delivery-${deliveryId}`

/**
 * One delivery: its event and booking, when it was made, where it stands and each try; sent
 * again on demand, with what that came to beside the button.
 */
export function DeliveryRow({
  delivery,
  deliveries,
  onReplayed,
}: {
  delivery: WebhookDelivery
  deliveries: WebhookDeliveries
  onReplayed: () => void
}) {
  const { t } = useTranslation('adminWebhooks')
  const { t: adminTexts } = useTranslation('admin')
  const language = usePageLanguage()
  const { deliveryId } = delivery
  const replaying = useStore(deliveries, (state) => state.replaying)
  const outcome = useStore(deliveries, (state) => state.replays[deliveryId])
  const event = eventText(t, delivery.type)
  const created = formatWhen(delivery.createdAt, language)

  async function replay() {
    if (replaying) return
    if (await deliveries.getState().replay(deliveryId)) onReplayed()
  }

  return (
    <tr>
      <th scope="row" id={deliveryRowId(deliveryId)} tabIndex={-1}>
        {event}
        <br />
        <code className="admin-muted">{delivery.type}</code>
      </th>
      <td>
        <Link to={adminBookingPath(language, delivery.bookingId)}>
          {delivery.bookingId}
        </Link>
      </td>
      <td>{created}</td>
      <td>
        {stateText(t, delivery, language)}
        {delivery.replayOf ? (
          <>
            <br />
            <span className="admin-muted">{t('deliveries.replay_of')}</span>
          </>
        ) : null}
      </td>
      <td>
        {delivery.attempts.length > 0 ? (
          <ol className="webhook-deliveries__attempts">
            {delivery.attempts.map((attempt, index) => (
              <li key={`${attempt.at}-${index}`}>
                {attemptText(t, attempt, language)}
              </li>
            ))}
          </ol>
        ) : (
          t('deliveries.no_attempts')
        )}
      </td>
      <td className="webhook-deliveries__replay">
        <button
          type="button"
          className="account-button account-button--secondary"
          aria-disabled={replaying ? true : undefined}
          onClick={() => void replay()}
        >
          {t('deliveries.replay')}
          <span className="visually-hidden">
            {': '}
            {t('deliveries.replay_of_what', {
              event,
              booking: delivery.bookingId,
              when: created,
            })}
          </span>
        </button>
        <div role="status">
          {replaying === deliveryId ? (
            <p>{t('deliveries.replaying')}</p>
          ) : outcome?.delivery ? (
            <p>{replayedText(t, outcome.delivery, language)}</p>
          ) : null}
        </div>
        <div role="alert">
          {outcome?.problem ? (
            <p className="admin-error">
              {t('deliveries.replay_failed', {
                problem: problemText(adminTexts, outcome.problem),
              })}
            </p>
          ) : null}
        </div>
      </td>
    </tr>
  )
}
