/**
 * Where the card gateway posts its webhook events (decision 040). Not a row of the endpoint
 * table: the gateway calls it, never the product, and its body is read raw for its signature.
 */
export const PAYMENT_WEBHOOK_PATH = '/api/v1/payments/webhook'
