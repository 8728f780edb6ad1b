import {
  stepState,
  VISIBLE_STEPS,
  type BookingStep,
} from '@resort/core/reservation'
import { useTranslation } from '../i18n/WidgetTranslations'

const LABELS: Record<BookingStep, string> = {
  2: 'step_rooms',
  3: 'step_payment',
  4: 'step_confirmation',
}

/** The three visible booking steps (SPEC 2): completed, active or not started. */
export function Stepper({ activeStep }: { activeStep: BookingStep }) {
  const { t } = useTranslation('booking')
  return (
    <nav aria-label={t('steps_label')} className="resort-stepper">
      <ol>
        {VISIBLE_STEPS.map((step, index) => {
          const state = stepState(step, activeStep)
          return (
            <li
              key={step}
              className={`resort-stepper__step resort-stepper__step--${state}`}
              aria-current={state === 'active' ? 'step' : undefined}
            >
              <span className="resort-stepper__number" aria-hidden="true">
                {index + 1}
              </span>
              {t(LABELS[step])}
              {state !== 'active' ? (
                <span className="resort-visually-hidden">
                  {' '}
                  (
                  {t(
                    state === 'completed'
                      ? 'step_completed'
                      : 'step_not_started',
                  )}
                  )
                </span>
              ) : null}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
