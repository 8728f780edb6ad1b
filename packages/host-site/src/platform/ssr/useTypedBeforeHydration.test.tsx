import { act } from '@testing-library/react'
import { useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { useTypedBeforeHydration } from './useTypedBeforeHydration'

afterEach(() => {
  document.body.innerHTML = ''
})

function Form() {
  const [name, setName] = useState('')
  const input = useTypedBeforeHydration<HTMLInputElement>(name, setName)
  return (
    <>
      <input
        ref={input}
        aria-label="First name"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <output>{name.length}</output>
    </>
  )
}

describe('a field typed in before the page hydrated (issue 15: nothing typed is lost)', () => {
  it('hands what was typed to its state as it hydrates', async () => {
    const host = document.createElement('div')
    host.innerHTML = renderToString(<Form />)
    document.body.append(host)
    const input = host.querySelector('input')!
    input.value = 'Ana'
    await act(async () => {
      hydrateRoot(host, <Form />)
      await Promise.resolve()
    })
    expect(host.querySelector('output')).toHaveTextContent('3')
    expect(input.value).toBe('Ana')
  })

  it('leaves a field the browser rendered with its state', async () => {
    const host = document.createElement('div')
    document.body.append(host)
    const { createRoot } = await import('react-dom/client')
    await act(async () => createRoot(host).render(<Form />))
    expect(host.querySelector('output')).toHaveTextContent('0')
  })
})
