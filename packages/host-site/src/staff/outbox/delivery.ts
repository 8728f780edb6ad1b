/** A mail's delivery as staff read it: sent, failed (with the error), or waiting / kept only. */
export const deliveryOf = (mail: {
  sentAt: string | null
  error: string | null
}): 'sent' | 'failed' | 'waiting' =>
  mail.sentAt ? 'sent' : mail.error ? 'failed' : 'waiting'
