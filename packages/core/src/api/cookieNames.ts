/** Cookie names of SPEC 9. */
export const COOKIE_NAMES = {
  sessionUser: 'session_user_cookie',
  accessToken: 'access_token_cookie',
  refreshToken: 'refresh_token_cookie',
  language: 'current_lng',
  bookingActiveStep: 'booking_active_step',
  bookingQueryParams: 'booking_query_params',
  /** Where to go after signing in, or after a callback lands on orchestration (same-origin paths). */
  redirectPage: 'redirect-page',
} as const
