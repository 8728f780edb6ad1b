import { serviceRequestUpdateSchema } from '../api/admin'
import type { ApiClient } from '../api/createApiClient'
import type { InputOf, OutputOf } from '../api/endpoint'
import { updateRequest, type adminRequests } from '../api/endpoints'
import { requestCodes } from '../validation/requestCodes'
import { createStaffAction } from './staffAction'
import type { StaffAction } from './staffActionTypes'

type ServiceRequest = OutputOf<typeof adminRequests>['items'][number]

/** A request's status and the team's note, as staff set them. */
export type RequestUpdateDraft = Pick<
  InputOf<typeof updateRequest>,
  'status'
> & { note: string }

/** Saving a guest's request's status and note (issue 14); `done` is the request as saved. */
export type RequestUpdate = StaffAction<
  'save',
  RequestUpdateDraft,
  OutputOf<typeof updateRequest>,
  'note'
>

/** The save of one request, its draft begun from what the server has. */
export function createRequestUpdate({
  api,
  request,
}: {
  api: ApiClient
  request: ServiceRequest
}): RequestUpdate {
  const requestOf = (draft: RequestUpdateDraft) => ({
    id: request.id,
    ...draft,
  })
  return createStaffAction('save', {
    draft: { status: request.status, note: request.note ?? '' },
    check: (draft) =>
      requestCodes(serviceRequestUpdateSchema, requestOf(draft)),
    send: (draft) => api.call(updateRequest, requestOf(draft)),
    fieldOf: (name) => (name === 'note' ? 'note' : undefined),
  })
}
