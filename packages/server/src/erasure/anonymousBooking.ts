import type { BookingTable } from '#db/schema'

/**
 * What an erased member's bookings say of their guest: nothing. Amounts, dates, property, units,
 * status and payment type stay for the accounting (decision 022). The booking view's schema
 * needs a title, a gender and names: every erased booking has these same ones, so they tell
 * nothing of anyone.
 */
export const anonymousBooking = {
  holder: JSON.stringify({
    title: 'Mr',
    gender: 'Male',
    firstName: 'Anonymous',
    lastName: 'Anonymous',
  }),
  // The guest form without the address, names, phone and comments: every field read as ''.
  guest: '{}',
  email: '',
  search_text: '',
  card_last4: null,
  card_expiry: null,
  card_token: null,
} satisfies Partial<BookingTable>
