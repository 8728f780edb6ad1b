import type { UpgradeOffer } from '@resort/core/reservation'
import { useId } from 'react'
import { useTranslation } from '../i18n/WidgetTranslations'

export interface RoomUpgradeProps {
  /** The name of the room the guest chose. */
  current: string
  upgrade: UpgradeOffer
  busy: boolean
  money: (amount: number) => string
  onAccept: () => void
}

/** The offer of a better unit type for the active room, at what it adds to the stay. */
export function RoomUpgrade({
  current,
  upgrade,
  busy,
  money,
  onAccept,
}: RoomUpgradeProps) {
  const { t } = useTranslation('booking')
  const id = useId()
  return (
    <section className="resort-upsell" aria-labelledby={`${id}-upsell`}>
      <h3 id={`${id}-upsell`}>{t('upsell_title')}</h3>
      <p>
        {t('upsell_offer', {
          unit: upgrade.unit.name,
          price: money(upgrade.extra),
          current,
        })}
      </p>
      <button
        type="button"
        className="resort-button resort-button--small"
        disabled={busy}
        onClick={onAccept}
      >
        {t('upsell_accept', { unit: upgrade.unit.name })}
      </button>
    </section>
  )
}
