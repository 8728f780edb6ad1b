import type { ReactNode } from 'react'

/** A part of the style guide under its level 2 heading, which the page's contents link to. */
export function GuideSection({
  id,
  title,
  intro,
  children,
}: {
  id: string
  title: string
  intro: string
  children: ReactNode
}) {
  return (
    <section
      id={`style-guide-${id}`}
      className="style-guide__section"
      aria-labelledby={`style-guide-${id}-title`}
    >
      <h2 id={`style-guide-${id}-title`}>{title}</h2>
      <p>{intro}</p>
      {children}
    </section>
  )
}
