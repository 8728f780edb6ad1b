import { act } from '@testing-library/react'
import { useRef, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { useFormTypedBeforeHydration } from './useTypedBeforeHydration'

afterEach(() => {
  document.body.innerHTML = ''
})

function StayForm() {
  const form = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState({ adults: '2', children: '0' })
  useFormTypedBeforeHydration(form, values, (typed) =>
    setValues((current) => ({ ...current, ...typed })),
  )
  return (
    <form ref={form}>
      {(['adults', 'children'] as const).map((name) => (
        <input
          key={name}
          name={name}
          aria-label={name}
          value={values[name]}
          onChange={(event) =>
            setValues({ ...values, [name]: event.target.value })
          }
        />
      ))}
      <output>{`${values.adults}+${values.children}`}</output>
    </form>
  )
}

describe('a field typed in before the page hydrated (issue 15: nothing typed is lost)', () => {
  it('hands a form’s typed fields to its state, each kept', async () => {
    const host = document.createElement('div')
    host.innerHTML = renderToString(<StayForm />)
    document.body.append(host)
    host.querySelector<HTMLInputElement>('[name="adults"]')!.value = '3'
    host.querySelector<HTMLInputElement>('[name="children"]')!.value = '1'
    await act(async () => {
      hydrateRoot(host, <StayForm />)
      await Promise.resolve()
    })
    expect(host.querySelector('output')).toHaveTextContent('3+1')
  })
})
