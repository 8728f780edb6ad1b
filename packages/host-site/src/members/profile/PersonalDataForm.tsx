import { LANGUAGES } from '@resort/core'
import { MEMBER_TITLES, type MemberProfile } from '@resort/core/api'
import type { ProfileField, ProfileFlow } from '@resort/core/profile'
import { countries } from '@resort/core/reference'
import { ErrorSummary, SelectField, TextField } from '@resort/widget/forms'
import type { FormEvent } from 'react'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { useAccountForm } from '../account/form/useAccountForm'
import { languageName, PROFILE_FIELDS, profileFormOf } from './profileForm'
import { useProfile } from './useProfileFlow'

const OPTIONAL: ReadonlySet<ProfileField> = new Set([
  'title',
  'phonenumber',
  'country',
  'city',
  'zipCode',
  'address',
])

const AUTOCOMPLETE: Partial<Record<ProfileField, string>> = {
  title: 'honorific-prefix',
  firstName: 'given-name',
  lastName: 'family-name',
  phonenumber: 'tel',
  country: 'country',
  city: 'address-level2',
  zipCode: 'postal-code',
  address: 'address-line1',
}

const idOf = (field: ProfileField | 'email') => `profile-${field}`

/**
 * The member's personal and contact data, prefilled; saved whole, or refused field by field with
 * everything typed kept. The address is shown but changed only by the e-mail change below.
 */
export function PersonalDataForm({
  flow,
  profile,
}: {
  flow: ProfileFlow
  profile: MemberProfile
}) {
  const { t } = useTranslation('profile')
  const lang = usePageLanguage()
  const busy = useProfile(flow, (state) => state.busy === 'save')
  const outcome = useProfile(flow, (state) => state.outcome)
  const form = useAccountForm(profileFormOf(profile))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const state = flow.getState()
    if (await state.save(form.values)) {
      // What the server kept (the phone in its international form) is what the form shows now.
      const saved = flow.getState().profile
      if (saved) form.reset(profileFormOf(saved))
      return
    }
    const refused = flow.getState().outcome
    form.failed(refused?.code === 'invalid' ? refused.fields : {})
  }

  const label = (field: ProfileField) =>
    OPTIONAL.has(field)
      ? `${t(`fields.${field}`)} ${t('optional')}`
      : t(`fields.${field}`)
  const errorOf = (field: ProfileField) => {
    const code = form.errors[field]
    return code ? t([`errors.${code}`, 'errors.invalid']) : undefined
  }
  const refusal =
    outcome && outcome.code !== 'invalid' && outcome.code !== 'saved'
      ? t(`errors.${outcome.code}`)
      : undefined
  const text = (field: ProfileField, hint?: string) => (
    <TextField
      id={idOf(field)}
      label={label(field)}
      type={field === 'phonenumber' ? 'tel' : 'text'}
      autoComplete={AUTOCOMPLETE[field]}
      required={OPTIONAL.has(field) ? false : 'unmarked'}
      hint={hint}
      value={form.values[field]}
      onChange={form.change(field)}
      error={errorOf(field)}
    />
  )
  const select = (
    field: ProfileField,
    options: [string, string][],
    hint?: string,
  ) => (
    <SelectField
      id={idOf(field)}
      label={label(field)}
      autoComplete={AUTOCOMPLETE[field]}
      required={OPTIONAL.has(field) ? false : 'unmarked'}
      hint={hint}
      value={form.values[field]}
      onChange={form.change(field)}
      error={errorOf(field)}
    >
      {options.map(([value, name]) => (
        <option key={value} value={value}>
          {name}
        </option>
      ))}
    </SelectField>
  )

  return (
    <>
      <p>{t('intro')}</p>
      <ErrorSummary
        title={t('account:form.problem')}
        message={refusal ? <p>{refusal}</p> : undefined}
        errors={PROFILE_FIELDS.flatMap((field) => {
          const error = errorOf(field)
          return error ? [{ id: idOf(field), label: label(field), error }] : []
        })}
        attempt={form.attempt}
      />
      <form noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className="account-fieldset">
          <legend>{t('personal_legend')}</legend>
          {select('title', [
            ['', t('no_title')],
            ...MEMBER_TITLES.map((title): [string, string] => [
              title,
              t(`titles.${title}`),
            ]),
          ])}
          {text('firstName')}
          {text('lastName')}
          {select(
            'language',
            LANGUAGES.map((code): [string, string] => [
              code,
              languageName(code),
            ]),
            t('language_hint'),
          )}
        </fieldset>
        <fieldset className="account-fieldset">
          <legend>{t('contact_legend')}</legend>
          <TextField
            id={idOf('email')}
            label={t('fields.email')}
            type="email"
            readOnly
            required={false}
            hint={t('email_hint')}
            value={profile.contactData.email}
            onChange={() => undefined}
          />
          {text('phonenumber', t('phone_hint'))}
          {select('country', [
            ['', t('no_country')],
            ...countries(lang).map(({ code, name }): [string, string] => [
              code,
              name,
            ]),
          ])}
          {text('city')}
          {text('zipCode')}
          {text('address')}
        </fieldset>
        <p role="status" className="account-status">
          {outcome?.code === 'saved' ? t('saved') : null}
        </p>
        <button
          type="submit"
          className="account-button"
          aria-disabled={busy || undefined}
        >
          {busy ? t('saving') : t('save')}
        </button>
      </form>
    </>
  )
}
