import type { TFunction } from '../../platform/i18n/translation'

/**
 * A rate as staff tell it apart: its name and board, since a property's rates may share a name
 * (a flexible rate with breakfast and one with half board).
 */
export const rateLabel = (
  t: TFunction<'adminRates'>,
  rate: { name: string; board: string },
): string =>
  t('rate_label', {
    name: rate.name,
    board: t(`boards.${rate.board}`, { defaultValue: rate.board }),
  })
