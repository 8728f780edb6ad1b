import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../testing/axe'
import { ErrorSummary } from './ErrorSummary'
import { TextField } from './TextField'

const errors = [
  { id: 'email', label: 'E-mail', error: 'Enter an e-mail address.' },
]

function Form({ attempt }: { attempt: number }) {
  return (
    <form>
      <ErrorSummary
        title="There is a problem"
        errors={errors}
        attempt={attempt}
      />
      <TextField
        id="email"
        label="E-mail"
        error="Enter an e-mail address."
        value=""
        onChange={() => undefined}
      />
    </form>
  )
}

describe('the kit’s error summary (issue 31: one form kit)', () => {
  it('takes focus at every failed attempt and announces itself', async () => {
    const { rerender } = render(<Form attempt={1} />)
    const summary = screen.getByRole('alert')
    expect(summary).toHaveFocus()
    expect(summary).toHaveTextContent('There is a problem')
    screen.getByLabelText('E-mail').focus()
    rerender(<Form attempt={2} />)
    expect(summary).toHaveFocus()
    await expectNoAxeViolations()
  })

  it('does not take focus before the first attempt', () => {
    render(<Form attempt={0} />)
    expect(screen.getByRole('alert')).not.toHaveFocus()
  })

  it('links each error to its field, moving focus there', async () => {
    const user = userEvent.setup()
    render(<Form attempt={1} />)
    const link = screen.getByRole('link', {
      name: 'E-mail: Enter an e-mail address.',
    })
    expect(link).toHaveAttribute('href', '#email')
    await user.click(link)
    expect(screen.getByLabelText('E-mail')).toHaveFocus()
  })

  it('shows a refusal that belongs to no field, and nothing when all is well', () => {
    const { rerender, container } = render(
      <ErrorSummary
        title="There is a problem"
        message="Try again later."
        errors={[]}
        attempt={0}
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Try again later.')
    rerender(
      <ErrorSummary title="There is a problem" errors={[]} attempt={0} />,
    )
    expect(container).toBeEmptyDOMElement()
  })

  it('stays in the page as an empty live region, and moves focus with its buttons where the form asks', async () => {
    const user = userEvent.setup()
    const moved: string[] = []
    const { rerender } = render(
      <ErrorSummary live errors={[]} onSelect={(id) => moved.push(id)} />,
    )
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
    rerender(
      <ErrorSummary live errors={errors} onSelect={(id) => moved.push(id)} />,
    )
    expect(screen.getByRole('alert')).not.toHaveFocus()
    await user.click(
      screen.getByRole('button', { name: 'E-mail: Enter an e-mail address.' }),
    )
    expect(moved).toEqual(['email'])
  })
})
