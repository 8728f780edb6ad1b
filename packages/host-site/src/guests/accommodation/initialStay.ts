import { MAX_GUESTS } from '@resort/core/api'
import { addDaysIso, todayIso, validateStayDates } from '@resort/core/stay'
import type { StayRequest } from './stayRequest'

// With nothing to go on, a guest sees prices for a long weekend two weeks ahead.
const DEFAULT_ARRIVAL_IN_DAYS = 14
const DEFAULT_NIGHTS = 3

const isCount = (value: unknown, min: number): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= min &&
  value <= MAX_GUESTS

/** A stay the server will price: valid dates from today on, and guests within limits. */
export function asBookableStay(
  candidate: Partial<Record<keyof StayRequest, unknown>> | undefined,
  today = todayIso(),
): StayRequest | undefined {
  if (!candidate) return undefined
  const { dateFrom, dateTo, adults, children } = candidate
  if (typeof dateFrom !== 'string' || typeof dateTo !== 'string')
    return undefined
  const errors = validateStayDates(dateFrom, dateTo, today)
  if (errors.dateFrom || errors.dateTo) return undefined
  if (!isCount(adults, 1) || !isCount(children, 0)) return undefined
  return { dateFrom, dateTo, adults, children }
}

const countParam = (params: URLSearchParams, name: string, fallback: number) =>
  params.has(name) ? Number(params.get(name)) : fallback

/**
 * The stay a property page opens with: the one in its address, else the guest's last search
 * (SPEC 9 search_params_state), else a near-future stay for two adults.
 */
export function initialStay(
  params: URLSearchParams,
  savedSearch: Partial<Record<keyof StayRequest, unknown>> | undefined,
  today = todayIso(),
): StayRequest {
  const fromAddress = asBookableStay(
    {
      dateFrom: params.get('dateFrom'),
      dateTo: params.get('dateTo'),
      adults: countParam(params, 'adults', 2),
      children: countParam(params, 'children', 0),
    },
    today,
  )
  const dateFrom = addDaysIso(today, DEFAULT_ARRIVAL_IN_DAYS)
  return (
    fromAddress ??
    asBookableStay(savedSearch, today) ?? {
      dateFrom,
      dateTo: addDaysIso(dateFrom, DEFAULT_NIGHTS),
      adults: 2,
      children: 0,
    }
  )
}
