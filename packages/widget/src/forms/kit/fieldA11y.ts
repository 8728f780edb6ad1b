/**
 * The ids of a field's hint and error (`<id>-hint`, `<id>-error`), which describe its control,
 * then any other description the form gives it (such as the consent a sign-up gives).
 */
export const describedBy = (
  id: string,
  hint: unknown,
  error: unknown,
  more?: string,
) =>
  [hint && `${id}-hint`, error && `${id}-error`, more]
    .filter(Boolean)
    .join(' ') || undefined

/** The attributes that tie a control to its hint and error, and mark it invalid while in error. */
export const fieldA11y = (
  id: string,
  hint: unknown,
  error: unknown,
  more?: string,
) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(id, hint, error, more),
})
