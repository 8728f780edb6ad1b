// A member's favourite properties (SPEC 7 crm/favorites, crm/user-favourites-data; issue 13): one
// path, POST to add and DELETE to remove, both idempotent. Rows of the endpoint table in a module
// of their own (see endpoints.ts).
import type * as z from 'zod'
import { memberEndpoint, type WireInput } from './endpoint'
import type {
  favouriteChangedResponseSchema,
  favouriteRequestSchema,
  favouritesQuerySchema,
  favouritesResponseSchema,
} from './favourites'

type In<S extends z.core.$ZodType> = WireInput<S>
type Out<S extends z.core.$ZodType> = z.output<S>

type FavouriteChange = Out<typeof favouriteChangedResponseSchema>
export const addFavourite = /* @__PURE__ */ memberEndpoint<
  In<typeof favouriteRequestSchema>,
  FavouriteChange
>('addFavourite', 'POST', '/api/v1/crm/favorites', ['conflict'])
export const removeFavourite = /* @__PURE__ */ memberEndpoint<
  In<typeof favouriteRequestSchema>,
  FavouriteChange
>('removeFavourite', 'DELETE', '/api/v1/crm/favorites')
export const memberFavourites = /* @__PURE__ */ memberEndpoint<
  In<typeof favouritesQuerySchema>,
  Out<typeof favouritesResponseSchema>
>('memberFavourites', 'GET', '/api/v1/crm/user-favourites-data')
