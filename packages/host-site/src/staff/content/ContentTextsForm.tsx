import { LANGUAGES, type Language } from '@resort/core'
import type {
  ContentField,
  ContentSave,
  ContentTextField,
} from '@resort/core/staff'
import { TextField } from '@resort/widget/forms'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'
import { EntryFactsFields, type PropertyChoice } from './EntryFactsFields'

// The problems the page has words for; any other failure reads as 'failed'.
const PROBLEMS = ['forbidden', 'unauthorized', 'not_found'] as const
type Problem = (typeof PROBLEMS)[number] | 'failed'

/**
 * A text in five languages, each language a group of its fields; the check, the call and the
 * refusals at their fields are core's (ContentSave), and what was typed stays on any error.
 */
export function ContentTextsForm({
  id,
  heading,
  fields,
  action,
  withFacts = false,
  properties,
  submitLabel,
  onSaved,
  quiet = false,
}: {
  id: string
  heading: string
  fields: readonly ContentTextField[]
  /** The save of this form's texts (and facts). */
  action: ContentSave
  /** An entry's days (and, with `properties`, its property): edited beside its texts. */
  withFacts?: boolean
  /** Offered for a new entry: the property it belongs to, or the whole group. */
  properties?: readonly PropertyChoice[]
  /** The button's words, when it does not save an existing text. */
  submitLabel?: string
  /** After a save went through (a new entry: the page's list is read again). */
  onSaved?: () => void
  /** The save is announced elsewhere (an entry added: the page's list names it). */
  quiet?: boolean
}) {
  const { t } = useTranslation('admin')
  const { texts, facts } = useStore(action, (state) => state.draft)
  const errors = useStore(action, (state) => state.errors)
  const problem = useStore(action, (state) => state.problem)
  const saved = useStore(action, (state) => state.justDone)
  const busy = useStore(action, (state) => state.busy)
  // A form field's element: `de.title` is `{id}-de-title`, `endsOn` is `{id}-endsOn`.
  const domIdOf = (field: string) => `${id}-${field.replace('.', '-')}`
  const fieldId = (language: Language, name: string) =>
    domIdOf(`${language}.${name}`)
  const shown: Problem | undefined = problem
    ? (PROBLEMS.find((kind) => kind === problem.kind) ?? 'failed')
    : undefined

  async function submit() {
    if (await action.getState().save()) return onSaved?.()
    // A refusal at the form's own check or the server's: the first field named takes the focus.
    const first = Object.keys(action.getState().errors)[0]
    if (first) document.getElementById(domIdOf(first))?.focus()
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
      {withFacts || properties ? (
        <EntryFactsFields
          id={id}
          facts={facts}
          errors={errors}
          properties={properties}
          onChange={(changed) =>
            action.getState().change({
              facts: { ...action.getState().draft.facts, ...changed },
            })
          }
        />
      ) : null}
      {LANGUAGES.map((language) => (
        <fieldset key={language} lang={language}>
          <legend>{t(`content.languages.${language}`)}</legend>
          {fields.map((field) => {
            const fieldKey = fieldId(language, field.name)
            const error = errors[`${language}.${field.name}` as ContentField]
            return (
              <TextField
                key={field.name}
                id={fieldKey}
                label={t(`content.fields.${field.name}`)}
                rows={field.multiline ? (field.lines ? 4 : 5) : undefined}
                value={texts[language][field.name] ?? ''}
                error={
                  error
                    ? t(`content.errors.${error}`, {
                        max: field.max,
                        lines: field.lines,
                      })
                    : undefined
                }
                onChange={(value) => {
                  const current = action.getState().draft.texts
                  action.getState().change({
                    texts: {
                      ...current,
                      [language]: { ...current[language], [field.name]: value },
                    },
                  })
                }}
              />
            )
          })}
        </fieldset>
      ))}
      <div role="alert">
        {shown ? (
          <p className="admin-error">{t(`content.problems.${shown}`)}</p>
        ) : Object.keys(errors).length ? (
          <p className="admin-error">{t('content.problems.fields')}</p>
        ) : null}
      </div>
      <div role="status">
        {saved && !quiet ? <p>{t('content.saved', { heading })}</p> : null}
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
