/**
 * A header button's label: on a phone only its icon shows and the words stay for screen readers
 * (the visually-hidden class), so the brand and both buttons fit one row at 320 px; wider, the words show.
 */
export function HeaderButtonLabel({
  icon,
  children,
}: {
  icon: 'menu' | 'search'
  children: string
}) {
  return (
    <>
      <svg
        className="site-header-button__icon"
        viewBox="0 0 24 24"
        width="24"
        height="24"
        aria-hidden="true"
        focusable="false"
      >
        {icon === 'menu' ? (
          <path d="M3 6h18M3 12h18M3 18h18" />
        ) : (
          <>
            <circle cx="10.5" cy="10.5" r="6.5" />
            <path d="m15.5 15.5 5.5 5.5" />
          </>
        )}
      </svg>
      <span className="site-header-button__label">{children}</span>
    </>
  )
}
