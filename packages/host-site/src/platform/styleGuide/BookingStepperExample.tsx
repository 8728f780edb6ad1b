import {
  STEP_STATE_CODES,
  stepState,
  VISIBLE_STEPS,
  type BookingStep,
} from '@resort/core/reservation'
import { useTranslation } from '../i18n/translation'
import { Example } from './Example'

// The widget's Stepper (widget/src/booking/Stepper.tsx) is not exported: its markup and classes,
// with the guest details step active, so that each of the three states shows.
const ACTIVE: BookingStep = 3
const LABELS: Record<BookingStep, string> = {
  2: 'widget.step_rooms',
  3: 'widget.step_payment',
  4: 'widget.step_confirmation',
}

/** The booking stepper's three states: 1 completed, 2 active, 3 not started (SPEC 2). */
export function BookingStepperExample() {
  const { t } = useTranslation('styleGuide')
  const states = VISIBLE_STEPS.map((step) => stepState(step, ACTIVE))
  return (
    <Example
      state={states
        .map((state) => `${STEP_STATE_CODES[state]} ${t(`widget.${state}`)}`)
        .join(', ')}
      code="resort-stepper__step--completed, --active, --not_started"
      wide
    >
      {/* Not a nav landmark as in the flow: here it is a picture of one, not a way around. */}
      <div className="resort-stepper">
        <ol aria-label={t('widget.steps_label')}>
          {VISIBLE_STEPS.map((step, index) => {
            const state = states[index]
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
                    {` (${t(`widget.${state}`)})`}
                  </span>
                ) : null}
              </li>
            )
          })}
        </ol>
      </div>
    </Example>
  )
}
