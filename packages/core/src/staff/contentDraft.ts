import { CONTENT_LIMITS } from '../api/adminContent'
import { LANGUAGES, type Language } from '../i18n/languages'
import type { FieldCodes } from './staffActionTypes'

/** One text of a content form, in each language. */
export interface ContentTextField {
  name: string
  /** The longest text the server takes; for a list, the longest line. */
  max: number
  multiline?: boolean
  /** One item per line, at most this many (the entry's facts). */
  lines?: number
  optional?: boolean
}

export const CONTENT_PAGE_FIELDS: readonly ContentTextField[] = [
  { name: 'title', max: CONTENT_LIMITS.title },
  { name: 'description', max: CONTENT_LIMITS.description, multiline: true },
  { name: 'intro', max: CONTENT_LIMITS.intro, multiline: true },
]

export const CONTENT_ENTRY_FIELDS: readonly ContentTextField[] = [
  { name: 'title', max: CONTENT_LIMITS.title },
  { name: 'summary', max: CONTENT_LIMITS.summary, multiline: true },
  { name: 'body', max: CONTENT_LIMITS.body, multiline: true },
  {
    name: 'facts',
    max: CONTENT_LIMITS.fact,
    lines: CONTENT_LIMITS.facts,
    multiline: true,
    optional: true,
  },
]

/** Texts as a form has them: by language, by field name; a list is one item per line. */
export type ContentTexts = Record<Language, Record<string, string>>

/** An entry's days and property, as a form has them ('' for none). */
export interface EntryFacts {
  startsOn: string
  endsOn: string
  propertyId: string
}

export interface ContentDraft {
  texts: ContentTexts
  facts: EntryFacts
}

/** A form's field: a text as `language.name` (`de.summary`), or one of the entry's facts. */
export type ContentField = `${Language}.${string}` | keyof EntryFacts

const FACTS: readonly string[] = ['startsOn', 'endsOn', 'propertyId']

/** The texts a page or entry has on the server, as a form edits them. */
export const contentTextsOf = <T extends Record<string, string | string[]>>(
  byLanguage: Record<Language, T>,
): ContentTexts =>
  Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      Object.fromEntries(
        Object.entries(byLanguage[language]).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join('\n') : value,
        ]),
      ),
    ]),
  ) as ContentTexts

/** Every language's fields empty, for a new entry. */
export const emptyContentTexts = (
  fields: readonly ContentTextField[],
): ContentTexts =>
  Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      Object.fromEntries(fields.map((field) => [field.name, ''])),
    ]),
  ) as ContentTexts

/** The lines of a list typed one item per line. */
export const contentLines = (text: string | undefined): string[] =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

const codeOf = (field: ContentTextField, value: string) => {
  const text = value.trim()
  if (!text) return field.optional ? undefined : 'required'
  if (field.lines) {
    const lines = contentLines(text)
    if (lines.length > field.lines) return 'too_many_lines'
    return lines.some((line) => line.length > field.max)
      ? 'too_long'
      : undefined
  }
  return text.length > field.max ? 'too_long' : undefined
}

/** The form's own check, in the call's names: `texts.N.name` for the Nth language, `endsOn`. */
export function checkContent(
  fields: readonly ContentTextField[],
  { texts, facts }: ContentDraft,
): FieldCodes {
  const codes: Record<string, string> = {}
  LANGUAGES.forEach((language, index) => {
    for (const field of fields) {
      const code = codeOf(field, texts[language][field.name] ?? '')
      if (code) codes[`texts.${index}.${field.name}`] = code
    }
  })
  if (facts.startsOn && facts.endsOn && facts.endsOn < facts.startsOn)
    codes.endsOn = 'date_order'
  return codes
}

/** The form's field a code of the call names: texts.N.field is the Nth language sent. */
export function contentFieldOf(name: string): ContentField | undefined {
  const [, index, field] = /^texts\.(\d+)\.(\w+)/.exec(name) ?? []
  const language = LANGUAGES[Number(index)]
  if (language && field) return `${language}.${field}`
  return FACTS.includes(name) ? (name as keyof EntryFacts) : undefined
}
