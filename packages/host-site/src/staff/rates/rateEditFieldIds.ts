import type { FormField } from '@resort/core/staff'

// Each field's id, which its error in the summary links to.
export const FIELD_IDS: Record<FormField, string> = {
  unitTypeIds: 'rate-edit-units',
  from: 'rate-edit-from',
  to: 'rate-edit-to',
  weekdays: 'rate-edit-weekdays',
  changes: 'rate-edit-changes',
  'price.value': 'rate-edit-price',
  roomsToSell: 'rate-edit-rooms',
  closed: 'rate-edit-closed',
  minStay: 'rate-edit-min-stay',
  closedToArrival: 'rate-edit-arrival',
  closedToDeparture: 'rate-edit-departure',
}
