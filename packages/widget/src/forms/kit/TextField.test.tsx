import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../testing/axe'
import { PasswordField } from './PasswordField'
import { SelectField } from './SelectField'
import { TextField, type TextFieldProps } from './TextField'

function Typed(props: Omit<TextFieldProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('')
  return (
    <>
      <TextField {...props} value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  )
}

describe('the kit’s text field (issue 31: one form kit)', () => {
  it('names its hint and its error as the input’s description, and marks it invalid', async () => {
    render(
      <Typed
        id="email"
        label="E-mail"
        type="email"
        hint="We send the link here."
        error="Enter an e-mail address."
      />,
    )
    const input = screen.getByLabelText('E-mail')
    expect(input).toHaveAttribute('type', 'email')
    expect(input).toHaveAccessibleDescription(
      'We send the link here. Enter an e-mail address.',
    )
    expect(input).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations()
  })

  it('reads a description of its own (a consent’s text) after its hint and error', () => {
    render(
      <>
        <Typed
          id="news"
          label="E-mail"
          hint="Once a month."
          error="Enter an e-mail address."
          aria-describedby="consent"
        />
        <p id="consent">I agree to receive it.</p>
      </>,
    )
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Once a month. Enter an e-mail address. I agree to receive it.',
    )
  })

  it('gives its label an id when asked, for what else the label names', () => {
    render(<Typed id="where" labelId="where-label" label="Destination" />)
    expect(screen.getByText('Destination')).toHaveAttribute('id', 'where-label')
    expect(screen.getByLabelText('Destination')).not.toHaveAttribute('labelId')
  })

  it('is neither invalid nor described without an error or a hint', () => {
    render(<Typed id="name" label="Name" />)
    const input = screen.getByLabelText('Name')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).not.toHaveAttribute('aria-describedby')
  })

  it('marks a required field in its label, or only to assistive technology when unmarked', () => {
    render(
      <>
        <Typed id="first" label="First name" required />
        <Typed id="last" label="Last name" required="unmarked" />
      </>,
    )
    expect(screen.getByLabelText('First name *')).toBeRequired()
    expect(screen.getByLabelText('Last name')).toBeRequired()
  })

  it('hands what is typed to onChange, in an input or a textarea', async () => {
    const user = userEvent.setup()
    render(<Typed id="note" label="Note" rows={4} />)
    const note = screen.getByLabelText('Note')
    expect(note.tagName).toBe('TEXTAREA')
    await user.type(note, 'Late arrival')
    expect(screen.getByRole('status')).toHaveTextContent('Late arrival')
  })

  it('shows a password on request, saying whether it is shown', async () => {
    const user = userEvent.setup()
    render(
      <PasswordField
        id="password"
        label="Password"
        autoComplete="current-password"
        showLabel="Show"
        value="secret"
        onChange={() => undefined}
      />,
    )
    const input = screen.getByLabelText('Password')
    expect(input).toHaveAttribute('type', 'password')
    await user.click(screen.getByRole('button', { name: 'Show' }))
    expect(input).toHaveAttribute('type', 'text')
    expect(screen.getByRole('button', { name: 'Show' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })
})

describe('the kit’s select field', () => {
  it('ties its error to the select and reports the choice', async () => {
    const user = userEvent.setup()
    let chosen = ''
    render(
      <SelectField
        id="country"
        label="Country"
        error="Choose a country."
        value=""
        onChange={(value) => (chosen = value)}
      >
        <option value="">–</option>
        <option value="HR">Croatia</option>
      </SelectField>,
    )
    const select = screen.getByLabelText('Country')
    expect(select).toHaveAccessibleDescription('Choose a country.')
    expect(select).toHaveAttribute('aria-invalid', 'true')
    await user.selectOptions(select, 'HR')
    expect(chosen).toBe('HR')
    await expectNoAxeViolations()
  })
})
