import type { Language } from '@resort/core'
import {
  SOCIAL_OUTCOMES,
  SOCIAL_PROVIDERS,
  type SocialOutcome,
  type SocialProvider,
} from '@resort/core/api'
import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import '../../platform/styles/signInMethods.css'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import {
  profilePath,
  resetPasswordPath,
  signInPath,
} from '../../platform/routing/paths'
import { ExternalEmailForm } from './ExternalEmailForm'

const isOutcome = (value: string | null | undefined): value is SocialOutcome =>
  (SOCIAL_OUTCOMES as readonly unknown[]).includes(value)
const isProvider = (
  value: string | null | undefined,
): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly unknown[]).includes(value)

// The outcomes of connecting a provider from the profile, titled as such.
const CONNECT_OUTCOMES: readonly SocialOutcome[] = [
  'connected',
  'identity_in_use',
  'not_signed_in',
]
// The outcomes that went well; the others are problems, said as alerts.
const GOOD_OUTCOMES: readonly SocialOutcome[] = [
  'signed_in',
  'connected',
  'confirm_email',
  'email_required',
]

type Forward =
  'sign_in' | 'back_to_sign_in' | 'profile_settings' | 'reset_password'

// The way forward from each outcome (email_required has its form instead).
const FORWARD: Record<SocialOutcome | 'unknown', readonly Forward[]> = {
  signed_in: ['profile_settings'],
  connected: ['profile_settings'],
  confirm_email: ['sign_in'],
  email_required: [],
  sign_in_to_connect: ['sign_in', 'reset_password'],
  identity_in_use: ['profile_settings'],
  not_signed_in: ['sign_in'],
  cancelled: ['back_to_sign_in'],
  expired: ['back_to_sign_in'],
  provider_error: ['back_to_sign_in'],
  unknown: ['back_to_sign_in'],
}

const forwardPath = (forward: Forward, language: Language) =>
  forward === 'profile_settings'
    ? profilePath(language, 'profile-settings')
    : forward === 'reset_password'
      ? resetPasswordPath(language)
      : signInPath(language)

/**
 * What a social sign-in came to (core's SOCIAL_OUTCOMES, as the orchestration page's `outcome`
 * and `provider` query give them), translated, with the way forward; anything else gets a
 * generic message. Nothing from the address is ever shown as it is.
 */
export function SocialOutcomeMessage({
  outcome,
  provider,
  headingLevel = 2,
}: {
  outcome: string | null | undefined
  provider: string | null | undefined
  headingLevel?: 2 | 3
}) {
  const { t } = useTranslation('signInMethods')
  const language = usePageLanguage()
  const id = useId()
  const known = isOutcome(outcome) ? outcome : 'unknown'
  const named = isProvider(provider)
    ? { provider: t(`providers.${provider}`) }
    : undefined
  const connect = known !== 'unknown' && CONNECT_OUTCOMES.includes(known)
  const heading = t(
    `outcome.heading_${connect ? 'connect' : 'sign_in'}${named ? '' : '_unnamed'}`,
    named,
  )
  const good = known !== 'unknown' && GOOD_OUTCOMES.includes(known)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  let next: ReactNode = null
  if (known === 'email_required') next = <ExternalEmailForm />
  else
    next = (
      <ul className="sign-in-methods__links">
        {FORWARD[known].map((forward) => (
          <li key={forward}>
            <Link to={forwardPath(forward, language)}>
              {t(`forward.${forward}`)}
            </Link>
          </li>
        ))}
      </ul>
    )
  return (
    <section className="sign-in-methods" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`}>{heading}</Heading>
      <div
        className={`sign-in-methods__notice${good ? '' : ' sign-in-methods__notice--problem'}`}
        role={good ? 'status' : 'alert'}
      >
        <p>{t(`outcome.${known}`)}</p>
      </div>
      {next}
    </section>
  )
}
