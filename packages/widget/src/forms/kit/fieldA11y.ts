/** The ids of a field's hint and error (`<id>-hint`, `<id>-error`), which describe its control. */
export const describedBy = (id: string, hint: unknown, error: unknown) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') ||
  undefined

/** The attributes that tie a control to its hint and error, and mark it invalid while in error. */
export const fieldA11y = (id: string, hint: unknown, error: unknown) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(id, hint, error),
})
