import { parseISO } from 'date-fns'

/** A stable number in [0, 1) for a text (FNV-1a), so generated data is the same on every run. */
export function stableFraction(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0) / 0x1_0000_0000
}

/** High season costs most, the months beside it less, the rest of the year least. */
export function seasonFactor(
  month: number,
  highSeasonMonths: readonly number[],
): number {
  if (highSeasonMonths.includes(month)) return 1.45
  const beside = [((month + 10) % 12) + 1, (month % 12) + 1]
  return beside.some((m) => highSeasonMonths.includes(m)) ? 1.15 : 0.85
}

/** Friday and Saturday nights cost 15 % more. */
export function weekdayFactor(day: number): number {
  return day === 5 || day === 6 ? 1.15 : 1
}

/**
 * A night's base price in cents for a unit type: its base price by season and weekday, with a
 * small stable variation, rounded to whole euros as hotels publish them.
 */
export function nightlyPrice(
  unitTypeId: string,
  basePrice: number,
  night: string,
  highSeasonMonths: readonly number[],
): number {
  const date = parseISO(night)
  const variation = 0.95 + stableFraction(`${unitTypeId}:${night}:price`) * 0.1
  const euros =
    (basePrice / 100) *
    seasonFactor(date.getMonth() + 1, highSeasonMonths) *
    weekdayFactor(date.getDay()) *
    variation
  return Math.round(euros) * 100
}

/** How many of a night's units are already sold in the seed: some nights sell out entirely. */
export function seededSold(
  unitTypeId: string,
  night: string,
  total: number,
): number {
  const chance = stableFraction(`${unitTypeId}:${night}:sold`)
  if (chance < 0.04) return total
  return Math.min(total - 1, Math.floor(total * chance * 0.6))
}
