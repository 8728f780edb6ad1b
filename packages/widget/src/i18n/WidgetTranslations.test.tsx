import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { FlowTexts } from './flowTexts'
import { useTranslation, WidgetTranslations } from './WidgetTranslations'

function Greeting() {
  const { t, i18n } = useTranslation('demo')
  return (
    <p>
      {t('hello')} ({i18n.language})
    </p>
  )
}

/** A flow whose German and Italian texts arrive when the test says so. */
function flowWithPendingTexts() {
  const pending: Partial<Record<string, (ok: boolean) => void>> = {}
  const later = (lang: string, hello: string) => () =>
    new Promise<Record<string, Record<string, string>>>((resolve, reject) => {
      pending[lang] = (ok) =>
        ok ? resolve({ demo: { hello } }) : reject(new Error('offline'))
    })
  const flow: FlowTexts = {
    en: { demo: { hello: 'Hello' } },
    de: later('de', 'Hallo'),
    it: later('it', 'Ciao'),
    hr: later('hr', 'Bok'),
    sl: later('sl', 'Živjo'),
  }
  const arrive = async (lang: string, ok = true) => {
    await act(async () => pending[lang]?.(ok))
  }
  return { flow, arrive }
}

describe('WidgetTranslations', () => {
  it('shows English at once, from the bundle', () => {
    const { flow } = flowWithPendingTexts()
    render(
      <WidgetTranslations lang="en" resources={flow}>
        <Greeting />
      </WidgetTranslations>,
    )
    expect(screen.getByText('Hello (en)')).toBeInTheDocument()
  })

  it('shows another language once its texts have loaded, nothing before', async () => {
    const { flow, arrive } = flowWithPendingTexts()
    const { container } = render(
      <WidgetTranslations lang="de" resources={flow}>
        <Greeting />
      </WidgetTranslations>,
    )
    expect(container).toBeEmptyDOMElement()
    await arrive('de')
    expect(screen.getByText('Hallo (de)')).toBeInTheDocument()
  })

  it('loads a language once per page: a second widget shows it at once', async () => {
    const { flow, arrive } = flowWithPendingTexts()
    render(
      <WidgetTranslations lang="hr" resources={flow}>
        <Greeting />
      </WidgetTranslations>,
    )
    await arrive('hr')
    render(
      <WidgetTranslations lang="hr" resources={flow}>
        <Greeting />
      </WidgetTranslations>,
    )
    expect(screen.getAllByText('Bok (hr)')).toHaveLength(2)
  })

  it('keeps the language before while a new lang loads, so the flow keeps its state', async () => {
    const { flow, arrive } = flowWithPendingTexts()
    const { rerender } = render(
      <WidgetTranslations lang="en" resources={flow}>
        <Greeting />
      </WidgetTranslations>,
    )
    rerender(
      <WidgetTranslations lang="it" resources={flow}>
        <Greeting />
      </WidgetTranslations>,
    )
    expect(screen.getByText('Hello (en)')).toBeInTheDocument()
    await arrive('it')
    expect(screen.getByText('Ciao (it)')).toBeInTheDocument()
  })

  it('shows English when a language cannot be loaded', async () => {
    const { flow, arrive } = flowWithPendingTexts()
    render(
      <WidgetTranslations lang="sl" resources={flow}>
        <Greeting />
      </WidgetTranslations>,
    )
    await arrive('sl', false)
    expect(screen.getByText('Hello (sl)')).toBeInTheDocument()
  })
})
