import {
  ApiError,
  isErrorKind,
  uploadMedia,
  XSRF_COOKIE,
  XSRF_HEADER,
  type ApiClient,
  type MediaItem,
} from '@resort/core/api'
import type { SendPhoto } from '@resort/core/staff'

const cookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1)

/** The server's refusal as the API client throws it (its JSON error, else its status). */
function refusalOf(status: number, text: string): ApiError {
  let error: { kind?: unknown; message?: unknown; fields?: unknown } = {}
  try {
    error = (JSON.parse(text) as { error?: typeof error }).error ?? {}
  } catch {
    // Not JSON: the status says enough.
  }
  return new ApiError({
    kind: isErrorKind(error.kind)
      ? error.kind
      : status === 401
        ? 'unauthorized'
        : 'generic',
    status,
    message:
      typeof error.message === 'string'
        ? error.message
        : `Upload failed with status ${status}`,
    ...(error.fields && typeof error.fields === 'object'
      ? { fields: error.fields as Record<string, string> }
      : {}),
  })
}

/**
 * The media library's upload over XMLHttpRequest, which reports how much of the file is sent
 * (fetch does not): the endpoint row's path, the session's cookies and its XSRF header, the file
 * as the form's part named file.
 */
export const photoSender =
  (api: ApiClient): SendPhoto =>
  (owner, file, onProgress) =>
    new Promise<MediaItem>((resolve, reject) => {
      const request = new XMLHttpRequest()
      const query = new URLSearchParams(owner).toString()
      request.open(uploadMedia.method, api.url(`${uploadMedia.path}?${query}`))
      request.withCredentials = true
      request.setRequestHeader('accept', 'application/json')
      const xsrf = cookie(XSRF_COOKIE)
      if (xsrf) request.setRequestHeader(XSRF_HEADER, decodeURIComponent(xsrf))
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total)
      }
      request.onload = () => {
        if (request.status >= 200 && request.status < 300) {
          onProgress(1)
          resolve(JSON.parse(request.responseText) as MediaItem)
        } else reject(refusalOf(request.status, request.responseText))
      }
      request.onerror = () =>
        reject(
          new ApiError({
            kind: 'generic',
            status: 0,
            message: 'Upload failed: network error',
          }),
        )
      const form = new FormData()
      // The page hands core the browser's File; core sees only its size and type.
      form.append('file', file as Blob)
      request.send(form)
    })
