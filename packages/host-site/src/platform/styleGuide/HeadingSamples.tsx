import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '../i18n/translation'
import { Example, Examples } from './Example'

const LEVELS = [2, 3, 4, 5, 6] as const

function HeadingSample({ level }: { level: (typeof LEVELS)[number] }) {
  const { t } = useTranslation('styleGuide')
  const heading = useRef<HTMLHeadingElement>(null)
  // The size as this browser draws it (the site leaves headings at the browser's sizes):
  // measured after the first render, so that the server's markup and the hydrated one agree.
  const [size, setSize] = useState<string>()
  useEffect(() => {
    if (heading.current) setSize(getComputedStyle(heading.current).fontSize)
  }, [])
  const Heading = `h${level}` as const
  return (
    <Example
      state={t('type.measured_size')}
      code={`<h${level}> ${size ?? '–'}`}
      wide
    >
      <Heading ref={heading} className="style-guide__type-sample">
        {t('type.heading_sample', { level })}
      </Heading>
    </Example>
  )
}

/** Headings of levels 2 to 6 as the site shows them; the page's one level 1 is its title. */
export function HeadingSamples() {
  return (
    <Examples>
      {LEVELS.map((level) => (
        <HeadingSample key={level} level={level} />
      ))}
    </Examples>
  )
}
