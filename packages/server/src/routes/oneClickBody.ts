/** The fields of a multipart/form-data body's parts without a file: name to text. */
function multipartFields(
  contentType: string,
  body: string,
): Record<string, string> {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)
  const delimiter = boundary?.[1] ?? boundary?.[2]
  if (!delimiter) return {}
  const fields: Record<string, string> = {}
  for (const part of body.split(`--${delimiter}`)) {
    const at = part.indexOf('\r\n\r\n')
    if (at === -1) continue
    const head = part.slice(0, at)
    const name = /content-disposition:[^\r\n]*\bname="([^"]*)"/i.exec(head)
    if (!name?.[1] || /\bfilename=/i.test(head)) continue
    fields[name[1]] = part.slice(at + 4).replace(/\r\n$/, '')
  }
  return fields
}

/**
 * The fields of a one-click unsubscription's body (RFC 8058: multipart/form-data, or
 * application/x-www-form-urlencoded); the first value of each name.
 */
export function formFieldsOf(
  contentType: string | undefined,
  body: string,
): Record<string, string> {
  if (/^multipart\/form-data/i.test(contentType ?? ''))
    return multipartFields(contentType ?? '', body)
  const fields: Record<string, string> = {}
  for (const [name, value] of new URLSearchParams(body)) fields[name] ??= value
  return fields
}
