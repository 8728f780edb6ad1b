/** What a field says about itself: its control's id, and its hint and error if it has them. */
export interface FieldState {
  id: string
  hint?: unknown
  error?: string | undefined
}

/** The ids of a field's hint and error, which its control names as its description. */
export const hintId = (id: string) => `${id}-hint`
export const errorId = (id: string) => `${id}-error`

/** The attributes that tie a control to its hint and error, and mark it invalid while in error. */
export const fieldA11y = ({ id, hint, error }: FieldState) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby':
    [hint ? hintId(id) : '', error ? errorId(id) : '']
      .filter(Boolean)
      .join(' ') || undefined,
})
