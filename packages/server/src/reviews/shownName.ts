/** "Marko N.": the guest's first name and the initial of the last, from the booking's guest form. */
export function shownName(guestJson: string): string {
  const guest = JSON.parse(guestJson) as {
    firstName?: string
    lastName?: string
  }
  const initial = guest.lastName?.trim().charAt(0)
  return [guest.firstName?.trim() ?? '', initial ? `${initial}.` : '']
    .filter(Boolean)
    .join(' ')
}
