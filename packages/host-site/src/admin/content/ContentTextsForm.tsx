import { LANGUAGES, type Language } from '@resort/core'
import { ApiError } from '@resort/core/api'
import { useState } from 'react'
import { useTranslation } from '../../i18n/translation'
import { EntryFactsFields } from './EntryFactsFields'

export interface TextField {
  name: string
  /** The longest text the server takes; for a list, the longest line. */
  max: number
  multiline?: boolean
  /** One item per line, at most this many (the entry's facts). */
  lines?: number
  optional?: boolean
}

export type Texts = Record<Language, Record<string, string>>

/** An entry's days and property, as a form has them ('' for none). */
export interface EntryFacts {
  startsOn: string
  endsOn: string
  propertyId: string
}

/** The properties an entry may belong to, for a new entry's choice. */
export interface PropertyChoice {
  propertyId: string
  name: string
}

type Problem = 'failed' | 'forbidden' | 'unauthorized' | 'not_found'

const errorOf = (field: TextField, value: string): string | undefined => {
  const text = value.trim()
  if (!text) return field.optional ? undefined : 'required'
  if (field.lines) {
    const lines = text.split('\n').filter((line) => line.trim())
    if (lines.length > field.lines) return 'too_many_lines'
    return lines.some((line) => line.trim().length > field.max)
      ? 'too_long'
      : undefined
  }
  return text.length > field.max ? 'too_long' : undefined
}

/**
 * A text in five languages, each language a group of its fields; checked before sending, and
 * the server's refusals shown at their fields. What was typed stays on any error.
 */
export function ContentTextsForm({
  id,
  heading,
  fields,
  initial,
  facts: initialFacts,
  properties,
  submitLabel,
  save,
}: {
  id: string
  heading: string
  fields: readonly TextField[]
  initial: Texts
  /** An entry's days (and, with `properties`, its property): edited beside its texts. */
  facts?: EntryFacts
  /** Offered for a new entry: the property it belongs to, or the whole group. */
  properties?: readonly PropertyChoice[]
  /** The button's words, when it does not save an existing text. */
  submitLabel?: string
  /** Sends the texts, in LANGUAGES order, and the facts; throws the server's ApiError. */
  save: (texts: Texts, facts: EntryFacts) => Promise<void>
}) {
  const { t } = useTranslation('admin')
  const [texts, setTexts] = useState(initial)
  const [facts, setFacts] = useState<EntryFacts>(
    initialFacts ?? { startsOn: '', endsOn: '', propertyId: '' },
  )
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [outcome, setOutcome] = useState<'saved' | Problem>()
  const [busy, setBusy] = useState(false)
  const fieldId = (language: Language, name: string) =>
    `${id}-${language}-${name}`

  async function submit() {
    if (busy) return
    const found: Record<string, string> = {}
    for (const language of LANGUAGES)
      for (const field of fields) {
        const error = errorOf(field, texts[language][field.name] ?? '')
        if (error) found[fieldId(language, field.name)] = error
      }
    if (facts.startsOn && facts.endsOn && facts.endsOn < facts.startsOn)
      found[`${id}-endsOn`] = 'date_order'
    setErrors(found)
    setOutcome(undefined)
    const first = Object.keys(found)[0]
    if (first) return document.getElementById(first)?.focus()
    setBusy(true)
    try {
      await save(texts, facts)
      setOutcome('saved')
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined
      // texts.N.field: the Nth language sent.
      const atFields: Record<string, string> = {}
      for (const [key, code] of Object.entries(apiError?.fields ?? {})) {
        const [, index, name] = /^texts\.(\d+)\.(\w+)/.exec(key) ?? []
        const language = LANGUAGES[Number(index)]
        if (language && name) atFields[fieldId(language, name)] = code
        else if (key in facts) atFields[`${id}-${key}`] = code
      }
      setErrors(atFields)
      const kind = apiError?.kind
      setOutcome(
        kind === 'forbidden' || kind === 'unauthorized' || kind === 'not_found'
          ? kind
          : 'failed',
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      noValidate
      className="admin-content-form"
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <h3 id={`${id}-heading`}>{heading}</h3>
      {initialFacts || properties ? (
        <EntryFactsFields
          id={id}
          facts={facts}
          errors={errors}
          properties={properties}
          onChange={(changed) => {
            setFacts((current) => ({ ...current, ...changed }))
            setOutcome(undefined)
          }}
        />
      ) : null}
      {LANGUAGES.map((language) => (
        <fieldset key={language} lang={language}>
          <legend>{t(`content.languages.${language}`)}</legend>
          {fields.map((field) => {
            const fieldKey = fieldId(language, field.name)
            const error = errors[fieldKey]
            const props = {
              id: fieldKey,
              value: texts[language][field.name] ?? '',
              'aria-invalid': error ? true : undefined,
              'aria-describedby': error ? `${fieldKey}-error` : undefined,
              onChange: (
                event: React.ChangeEvent<
                  HTMLInputElement | HTMLTextAreaElement
                >,
              ) => {
                const value = event.target.value
                setTexts((current) => ({
                  ...current,
                  [language]: { ...current[language], [field.name]: value },
                }))
                setOutcome(undefined)
              },
            }
            return (
              <div key={field.name} className="admin-content-form__field">
                <label htmlFor={fieldKey}>
                  {t(`content.fields.${field.name}`)}
                </label>
                {error ? (
                  <p id={`${fieldKey}-error`} className="admin-error">
                    {t(`content.errors.${error}`, {
                      max: field.max,
                      lines: field.lines,
                    })}
                  </p>
                ) : null}
                {field.multiline ? (
                  <textarea rows={field.lines ? 4 : 5} {...props} />
                ) : (
                  <input type="text" {...props} />
                )}
              </div>
            )
          })}
        </fieldset>
      ))}
      <div role="alert">
        {outcome && outcome !== 'saved' ? (
          <p className="admin-error">{t(`content.problems.${outcome}`)}</p>
        ) : Object.keys(errors).length ? (
          <p className="admin-error">{t('content.problems.fields')}</p>
        ) : null}
      </div>
      <div role="status">
        {outcome === 'saved' ? <p>{t('content.saved', { heading })}</p> : null}
      </div>
      <button
        type="submit"
        className="account-button"
        aria-disabled={busy || undefined}
      >
        {submitLabel ?? t('content.save', { heading })}
      </button>
    </form>
  )
}
