import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../testing/axe'
import { CheckboxField } from './CheckboxField'
import { Choice, ChoiceGroup } from './ChoiceGroup'
import { RadioGroup } from './RadioGroup'

const options = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const

describe('the kit’s radio group (issue 31: one form kit)', () => {
  it('is a fieldset named by its legend and described by its hint and error', async () => {
    render(
      <RadioGroup
        id="closed"
        name="closed"
        legend="Closed"
        hint="For every night chosen."
        error="Choose one."
        options={options}
        value={undefined}
        onChange={() => undefined}
      />,
    )
    const group = screen.getByRole('group', { name: 'Closed' })
    expect(group).toHaveAccessibleDescription(
      'For every night chosen. Choose one.',
    )
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expectNoAxeViolations()
  })

  it('reports the value chosen by keyboard', async () => {
    const user = userEvent.setup()
    const chosen: string[] = []
    render(
      <RadioGroup
        id="closed"
        name="closed"
        legend="Closed"
        options={options}
        value="yes"
        onChange={(value) => chosen.push(value)}
      />,
    )
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked()
    await user.click(screen.getByRole('radio', { name: 'No' }))
    expect(chosen).toEqual(['no'])
  })

  it('marks a required group in its legend and hands its first button to the form to focus', () => {
    let first: HTMLInputElement | null = null
    render(
      <RadioGroup
        id="closed"
        name="closed"
        legend="Closed"
        required
        options={options}
        value={undefined}
        onChange={() => undefined}
        focusRef={(button) => {
          first = button
        }}
      />,
    )
    expect(screen.getByRole('group', { name: 'Closed *' })).toBeInTheDocument()
    expect(first).toBe(screen.getByRole('radio', { name: 'Yes' }))
  })
})

describe('the kit’s choice', () => {
  it('is described by its own hint', async () => {
    render(
      <ChoiceGroup id="pay" legend="How would you like to pay?">
        <Choice
          id="pay-later"
          type="radio"
          name="pay"
          label="Pay at the property"
          hint="Book without a card."
        />
      </ChoiceGroup>,
    )
    expect(
      screen.getByRole('radio', { name: 'Pay at the property' }),
    ).toHaveAccessibleDescription('Book without a card.')
    await expectNoAxeViolations()
  })
})

describe('the kit’s checkbox field', () => {
  it('ties its error to the box and marks it required in its label', async () => {
    const user = userEvent.setup()
    let ticked = false
    render(
      <CheckboxField
        id="consent"
        label="I agree"
        required
        error="Tick the box to go on."
        checked={false}
        onChange={(value) => (ticked = value)}
      />,
    )
    const box = screen.getByRole('checkbox', { name: 'I agree *' })
    expect(box).toHaveAccessibleDescription('Tick the box to go on.')
    expect(box).toHaveAttribute('aria-invalid', 'true')
    await user.click(box)
    expect(ticked).toBe(true)
    await expectNoAxeViolations()
  })

  it('reads the notes of a consent it points to after its error', () => {
    render(
      <>
        <CheckboxField
          id="newsletter"
          label="Send me the newsletter"
          error="Tick the box to go on."
          aria-describedby="newsletter-notes"
          checked={false}
          onChange={() => undefined}
        />
        <p id="newsletter-notes">Once a month; unsubscribe at any time.</p>
      </>,
    )
    expect(
      screen.getByRole('checkbox', { name: 'Send me the newsletter' }),
    ).toHaveAccessibleDescription(
      'Tick the box to go on. Once a month; unsubscribe at any time.',
    )
  })
})
