import {
  adminRequests,
  SERVICE_REQUEST_STATUSES,
  type InputOf,
  type OutputOf,
} from '@resort/core/api'
import { choices } from '../list/choices'
import { oneOf, pageFrom } from '../list/listQuery'
import type { ListScreen } from '../list/listScreen'
import { RequestItem } from './RequestItem'

type ServiceRequest = OutputOf<typeof adminRequests>['items'][number]

const KINDS = ['booking', 'callback'] as const

/**
 * /{lang}/admin/requests (issue 14): the guests' booking and call-back requests, newest first,
 * by status and kind (a choice applies at once); each one's status and the team's note are
 * changed in place.
 */
export const requestsScreen: ListScreen<
  InputOf<typeof adminRequests>,
  ServiceRequest
> = {
  texts: 'requests',
  endpoint: adminRequests,
  query: (params) => ({
    status: oneOf(params, 'status', SERVICE_REQUEST_STATUSES),
    kind: oneOf(params, 'kind', KINDS),
    page: pageFrom(params),
    pageSize: 20,
  }),
  filters: {
    applies: 'at_once',
    fields: [
      {
        kind: 'select',
        name: 'status',
        any: true,
        useOptions: choices(SERVICE_REQUEST_STATUSES, 'requests.statuses'),
      },
      {
        kind: 'select',
        name: 'kind',
        any: true,
        useOptions: choices(KINDS, 'requests.kinds'),
      },
    ],
  },
  itemId: (request) => request.id,
  card: (request) => <RequestItem request={request} />,
}
