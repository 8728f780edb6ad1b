/** The stay a property's rooms are priced for. */
export interface StayRequest {
  dateFrom: string
  dateTo: string
  adults: number
  children: number
}
