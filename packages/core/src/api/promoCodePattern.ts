/** A promo code as guests and staff type it (decision 044): 3-32 letters, digits and hyphens. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9-]{3,32}$/
