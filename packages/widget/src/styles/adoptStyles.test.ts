import { describe, expect, it } from 'vitest'
import { adoptStyles } from './adoptStyles'

describe('adoptStyles', () => {
  it('adds a look that loads with its code to the element’s shadow root, once', () => {
    const host = document.createElement('div')
    const root = host.attachShadow({ mode: 'open' })
    const base = new CSSStyleSheet()
    root.adoptedStyleSheets = [base]
    const node = root.appendChild(document.createElement('div'))
    adoptStyles(node, '.day { color: red }')
    adoptStyles(node, '.day { color: red }')
    expect(root.adoptedStyleSheets).toHaveLength(2)
    expect(root.adoptedStyleSheets[0]).toBe(base)
  })

  it('leaves a page’s own document to its stylesheet', () => {
    const node = document.body.appendChild(document.createElement('div'))
    adoptStyles(node, '.day { color: red }')
    expect(document.adoptedStyleSheets).toHaveLength(0)
  })
})
