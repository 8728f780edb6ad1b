/** The reservation holder's name from a booking's `holder` column (JSON), as staff and mail show it. */
export function holderName(holder: string): string {
  const { firstName, lastName } = JSON.parse(holder) as {
    firstName?: string
    lastName?: string
  }
  return [firstName, lastName].filter(Boolean).join(' ')
}
