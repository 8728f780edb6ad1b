import { useState } from 'react'
import { TextField, type TextFieldProps } from './TextField'

/**
 * A password input with a button that shows what was typed (NIST 800-63B-4 asks for one);
 * never spell-checked or capitalised, so the browser sends it nowhere and changes nothing.
 */
export function PasswordField({
  showLabel,
  ...props
}: Omit<TextFieldProps, 'type' | 'after' | 'rows'> & {
  autoComplete: 'current-password' | 'new-password'
  /** The show button's text. */
  showLabel: string
}) {
  const [shown, setShown] = useState(false)
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      autoCorrect="off"
      after={
        <button
          type="button"
          className="form-field__toggle"
          aria-controls={props.id}
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        >
          {showLabel}
        </button>
      }
    />
  )
}
