/** Text set into HTML, in an element or a quoted attribute. */
export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[
        char
      ]!,
  )

/** JSON inside a script element: no `</script>` in it can end the element early. */
export const inlineJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c')
