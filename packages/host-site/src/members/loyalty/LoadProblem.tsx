import { useTranslation } from '../../platform/i18n/translation'

/** A load that failed, announced, with a way to ask again. */
export function LoadProblem({
  text,
  onRetry,
}: {
  text: string
  onRetry: () => void
}) {
  const { t } = useTranslation('loyalty')
  return (
    <p role="alert">
      {text}{' '}
      <button
        type="button"
        className="account-button account-button--secondary"
        onClick={onRetry}
      >
        {t('try_again')}
      </button>
    </p>
  )
}
