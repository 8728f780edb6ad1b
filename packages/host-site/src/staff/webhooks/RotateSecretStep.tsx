import type { WebhookName, WebhookRotation } from '@resort/core/staff'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { AskedStep } from '../AskedStep'
import { oldSecretText } from './webhookWords'

/**
 * Rotating an address's secret asks once more, saying that the old one keeps signing for a day;
 * a failure is said and the secret stays. One rotation serves the list: the question is this
 * address's when its draft names it. The new secret is shown by the page (WebhookSecretPanel),
 * whose field then takes the focus.
 */
export function RotateSecretStep({
  rotation,
  webhook,
  onRotated,
}: {
  rotation: WebhookRotation
  webhook: WebhookName
  onRotated: () => void
}) {
  const { t } = useTranslation('adminWebhooks')
  const language = usePageLanguage()
  const named = { name: webhook.name }
  return (
    <AskedStep
      action={rotation}
      act={(state) => state.rotate()}
      draft={webhook}
      isThis={(draft) => draft.webhookId === webhook.webhookId}
      texts={{
        start: t('rotate.button', named),
        ask: t('rotate.ask', { ...named, hours: oldSecretText(language) }),
        confirm: t('rotate.confirm'),
        keep: t('rotate.keep'),
        failed: t('rotate.failed', named),
      }}
      className="webhooks__step"
      onDone={onRotated}
    />
  )
}
