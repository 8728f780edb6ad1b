import { LANGUAGES } from '@resort/core/i18n'
import { isRecord } from './auditFields'
import { reading, same, text, type Describe, type Values } from './auditReading'
import type { Say } from './auditSay'

const languageNames = (languages: string[], say: Say) =>
  new Intl.ListFormat(say.language, { type: 'conjunction' }).format(
    languages.map((language) => say.t(`audit.languages.${language}`)),
  )
const changedLanguages = (before: Values, after: Values) =>
  LANGUAGES.filter((language) => !same(before[language], after[language]))

const contentPageEdited: Describe = ({ entityId }, before, after, say) => {
  const changed = changedLanguages(before, after)
  return reading(
    changed.length
      ? say.t('audit.say.page_edited', {
          page: entityId,
          languages: languageNames(changed, say),
        })
      : say.t('audit.say.page_unchanged', { page: entityId }),
  )
}

// An entry's title in the page's language, else in English, else in any language it has.
function titleOf(texts: unknown, say: Say): string | undefined {
  const rows = Array.isArray(texts)
    ? texts.filter(isRecord)
    : isRecord(texts)
      ? LANGUAGES.flatMap((language) => {
          const row = texts[language]
          return isRecord(row) ? [{ ...row, language } as Values] : []
        })
      : []
  const find = (language: string) =>
    text(rows.find((row) => row.language === language)?.title)
  return find(say.language) ?? find('en') ?? text(rows[0]?.title)
}

const entryDates = (side: Values, say: Say) => {
  const [from, to] = [text(side.startsOn), text(side.endsOn)]
  return from && to && from <= to
    ? say.dates(from, to)
    : (from ?? to ?? say.t('audit.none'))
}

const contentEntryEdited: Describe = ({ entityId }, before, after, say) => {
  const changed = changedLanguages(before, after)
  const title = titleOf(after, say) ?? entityId
  const dates = [entryDates(before, say), entryDates(after, say)] as const
  return reading(
    changed.length
      ? say.t('audit.say.entry_edited', {
          title,
          languages: languageNames(changed, say),
        })
      : say.t('audit.say.entry_saved', { title }),
    dates[0] === dates[1]
      ? []
      : [say.t('audit.say.entry_dates', { before: dates[0], after: dates[1] })],
  )
}

// An entry added or removed: named by its title, on the page it was logged with.
const entryOnPage =
  (key: string, side: 'before' | 'after', pageField: string): Describe =>
  ({ entityId }, before, after, say) => {
    const values = side === 'before' ? before : after
    const page = text(values[pageField])
    if (!page) return undefined
    return reading(
      say.t(key, { title: titleOf(values.texts, say) ?? entityId, page }),
    )
  }

const ratePlanRenamed: Describe = ({ entityId }, before, after, say) => {
  const changed = changedLanguages(before, after)
  return reading(
    say.t('audit.say.rate_renamed', {
      rate: text(after[say.language]) ?? text(after.en) ?? entityId,
    }),
    changed.map((language) =>
      say.t('audit.say.name_in', {
        language: say.t(`audit.languages.${language}`),
        before: text(before[language]) ?? say.t('audit.none'),
        after: text(after[language]) ?? say.t('audit.none'),
      }),
    ),
  )
}

/** The sentences of content pages, their entries and rate names, by action. */
export const CONTENT_SENTENCES: Record<string, Describe> = {
  content_page_edited: contentPageEdited,
  content_entry_edited: contentEntryEdited,
  content_entry_added: entryOnPage('audit.say.entry_added', 'after', 'page'),
  content_entry_removed: entryOnPage(
    'audit.say.entry_removed',
    'before',
    'page_id',
  ),
  rate_plan_renamed: ratePlanRenamed,
}
