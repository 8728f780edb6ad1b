// The webhook calls (issue 35, decision 049), rows of the endpoint table in a module of their
// own (see endpoints.ts).
import type * as z from 'zod'
import { staffEndpoint, type WireInput } from './endpoint'
import type {
  adminWebhooksResponseSchema,
  webhookDeliveriesResponseSchema,
  webhookDeliverySchema,
  webhookRemovedSchema,
  webhookWithSecretSchema,
} from './webhookResponses'
import type {
  createWebhookRequestSchema,
  replayWebhookDeliveryRequestSchema,
  webhookDeliveriesQuerySchema,
  webhookRequestSchema,
} from './webhooks'

type In<S extends z.core.$ZodType> = WireInput<S>
type Out<S extends z.core.$ZodType> = z.output<S>

export const adminWebhooks = /* @__PURE__ */ staffEndpoint<
  undefined,
  Out<typeof adminWebhooksResponseSchema>
>('adminWebhooks', 'GET', '/api/v1/admin/webhooks')
export const createWebhook = /* @__PURE__ */ staffEndpoint<
  In<typeof createWebhookRequestSchema>,
  Out<typeof webhookWithSecretSchema>
>('createWebhook', 'POST', '/api/v1/admin/webhooks')
export const rotateWebhookSecret = /* @__PURE__ */ staffEndpoint<
  In<typeof webhookRequestSchema>,
  Out<typeof webhookWithSecretSchema>
>('rotateWebhookSecret', 'POST', '/api/v1/admin/webhooks/rotate', ['not_found'])
export const removeWebhook = /* @__PURE__ */ staffEndpoint<
  In<typeof webhookRequestSchema>,
  Out<typeof webhookRemovedSchema>
>('removeWebhook', 'POST', '/api/v1/admin/webhooks/remove', ['not_found'])
export const webhookDeliveries = /* @__PURE__ */ staffEndpoint<
  In<typeof webhookDeliveriesQuerySchema>,
  Out<typeof webhookDeliveriesResponseSchema>
>('webhookDeliveries', 'GET', '/api/v1/admin/webhooks/deliveries', [
  'not_found',
])
export const replayWebhookDelivery = /* @__PURE__ */ staffEndpoint<
  In<typeof replayWebhookDeliveryRequestSchema>,
  Out<typeof webhookDeliverySchema>
>('replayWebhookDelivery', 'POST', '/api/v1/admin/webhooks/deliveries/replay', [
  'not_found',
])
