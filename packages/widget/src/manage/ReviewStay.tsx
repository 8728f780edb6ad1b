import {
  REVIEW_LIMITS,
  REVIEW_REFUSALS,
  type ExistingBookingResponse,
  type ReviewRefusal,
} from '@resort/core/api'
import type { ManageFlow, StayReview } from '@resort/core/reservation'
import { useForm } from 'react-hook-form'
import { useStore } from 'zustand'
import { ErrorSummary } from '../forms/ErrorSummary'
import { focusFirstError } from '../forms/focusFirstError'
import { FormFrame } from '../forms/FormFrame'
import { RadioGroup } from '../forms/RadioGroup'
import { TextField } from '../forms/TextField'
import { useTranslation } from '../i18n/WidgetTranslations'
import {
  REVIEW_FIELD_LABELS,
  REVIEW_FIELDS,
  reviewResolver,
  type ReviewValues,
} from './reviewForm'
import { useRefusedFields } from './useRefusedFields'

const RATINGS = ['5', '4', '3', '2', '1'] as const

const isRefusal = (code: string | undefined): code is ReviewRefusal =>
  (REVIEW_REFUSALS as readonly string[]).includes(code ?? '')

/**
 * The guest's review of a stay that is over (issue 16), from the booking's page: staff read it
 * before it shows on the property's page.
 */
export function ReviewStay({
  flow,
  booking,
}: {
  flow: ManageFlow
  booking: ExistingBookingResponse
}) {
  const { t } = useTranslation('review')
  const { busy, problem } = useStore(flow, (state) => state.calls.review)
  const form = useForm<ReviewValues, unknown, StayReview>({
    defaultValues: { review: { rating: '', title: '', text: '' } },
    resolver: reviewResolver,
    shouldFocusError: false,
  })
  const { setError, setFocus } = form
  // What was written stays; the server's refusal of a field goes beside it.
  const named = useRefusedFields(
    setError,
    REVIEW_FIELDS,
    problem,
    (field) => `review.${field}`,
  )
  const refusal = problem?.fields.token
  const failure = isRefusal(refusal)
    ? t(`refused.${refusal}`)
    : problem && !named
      ? t('error')
      : undefined

  return (
    <div className="resort-review">
      <FormFrame
        form={form}
        namespace="review"
        className="resort-payment resort-review__form"
        title={t('title', { property: booking.hotelDetails.name })}
        busy={busy}
        onSubmit={() =>
          void form.handleSubmit(
            (review) => flow.getState().review(review),
            focusFirstError(setFocus, REVIEW_FIELDS),
          )()
        }
      >
        <p className="form-field__hint">{t('intro')}</p>
        <ErrorSummary labels={REVIEW_FIELD_LABELS} serverMessage={failure} />
        <RadioGroup
          name="review.rating"
          legend={t('rating.legend')}
          required
          options={RATINGS.map((rating) => ({
            value: rating,
            label: t(`rating.${rating}`),
          }))}
        />
        <TextField
          name="review.title"
          label={t('title_label')}
          required
          wide
          maxLength={REVIEW_LIMITS.title}
        />
        <TextField
          name="review.text"
          label={t('text_label')}
          required
          wide
          multiline
          rows={6}
          maxLength={REVIEW_LIMITS.text}
        />
        <div className="resort-payment__actions">
          <button type="submit" className="resort-button" disabled={busy}>
            {busy ? t('sending') : t('send')}
          </button>
        </div>
      </FormFrame>
    </div>
  )
}
