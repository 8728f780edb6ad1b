/** The route of the member's bookings under /{lang}/ (SPEC 2: my-profile, my-bookings). */
export const MEMBER_BOOKINGS_ROUTE = 'my-profile/my-bookings'
