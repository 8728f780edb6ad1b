import { useTranslation } from '../../platform/i18n/translation'

/**
 * A list's page controls: the page shown of how many, and buttons to the previous and next.
 * At either end a button stays focusable (aria-disabled), so the focus is not lost with it.
 */
export function Pager({
  label,
  page,
  pageCount,
  onPage,
}: {
  /** Names the controls (e.g. "Pages of bookings"). */
  label: string
  page: number
  pageCount: number
  onPage: (page: number) => void
}) {
  const { t } = useTranslation('admin')
  if (pageCount <= 1) return null
  return (
    <nav className="admin-pager" aria-label={label}>
      <button
        type="button"
        className="account-button account-button--secondary"
        aria-disabled={page <= 1 || undefined}
        onClick={() => {
          if (page > 1) onPage(page - 1)
        }}
      >
        {t('list.previous')}
      </button>
      <span>{t('list.page_of', { page, count: pageCount })}</span>
      <button
        type="button"
        className="account-button account-button--secondary"
        aria-disabled={page >= pageCount || undefined}
        onClick={() => {
          if (page < pageCount) onPage(page + 1)
        }}
      >
        {t('list.next')}
      </button>
    </nav>
  )
}
