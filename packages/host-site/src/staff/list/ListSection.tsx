import type { RowData } from '@tanstack/react-table'
import { Fragment, useMemo } from 'react'
import {
  answerValue,
  skipToken,
  useEndpoint,
} from '../../platform/api/useEndpoint'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { useAdminTitle } from '../useAdminTitle'
import { ListFilters } from './ListFilters'
import type { ListContext, ListScreen } from './listScreen'
import { ListStatus } from './ListStatus'
import { ListTable } from './ListTable'
import { Pager } from './Pager'
import { useReload } from './useReload'
import { useSearchState } from './useSearchState'

/**
 * /{lang}/admin/{section} for a list screen (issue 31): its title, its filters (kept in the
 * address, so back, forward and reload keep them), the item opened beside it, what was found or
 * went wrong (announced), its items as a table or cards, and its pages. The server filters,
 * sorts and pages.
 */
export function ListSection<Input, Item extends RowData>({
  screen,
}: {
  screen: ListScreen<Input, Item>
}) {
  const { texts, filters, opens, columns, card } = screen
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  const { params, update } = useSearchState()
  const [version, reload] = useReload()
  useAdminTitle(t(`${texts}.title`))
  const query = screen.query(params, language)
  const answer = useEndpoint(screen.endpoint, query ?? skipToken, { version })
  const shown = answerValue(answer)
  const openedId = opens ? (params.get(opens.param) ?? undefined) : undefined
  const context = useMemo<ListContext>(
    () => ({
      t,
      language,
      reload,
      openHref: (id) => {
        const next = new URLSearchParams(params)
        if (opens) next.set(opens.param, id)
        return `?${next.toString()}`
      },
    }),
    [t, language, reload, params, opens],
  )
  const tableColumns = useMemo(() => columns?.(context), [columns, context])
  const values = Object.fromEntries(
    filters.fields.map(({ name }) => [name, params.get(name) ?? '']),
  )
  const sort = query !== undefined ? screen.sorted?.(query) : undefined
  const pageCount =
    shown?.total !== undefined && shown.pageSize
      ? Math.ceil(shown.total / shown.pageSize)
      : 1
  return (
    <section className="admin-section" aria-labelledby={`admin-${texts}-title`}>
      <h2 id={`admin-${texts}-title`}>{t(`${texts}.title`)}</h2>
      {screen.intro ? <p>{t(`${texts}.intro`)}</p> : null}
      <ListFilters
        // The form starts again from the address when it changes (back, forward).
        key={JSON.stringify(values)}
        screen={screen}
        values={values}
        onSearch={(sent) =>
          update({
            ...sent,
            page: undefined,
            ...(opens ? { [opens.param]: undefined } : {}),
          })
        }
      />
      {screen.status?.()}
      {opens && openedId
        ? opens.render(
            openedId,
            {
              items: shown?.items,
              close: () => update({ [opens.param]: undefined }),
            },
            context,
          )
        : null}
      {query === undefined ? null : (
        <ListStatus
          answer={answer}
          count={
            shown && answer.state === 'done'
              ? t(`${texts}.found`, {
                  count: shown.total ?? shown.items.length,
                })
              : undefined
          }
          onRetry={reload}
        />
      )}
      {shown && shown.items.length > 0 ? (
        <>
          {tableColumns ? (
            <ListTable
              texts={texts}
              items={shown.items}
              columns={tableColumns}
              itemId={screen.itemId}
              openedId={openedId}
              sort={sort}
              onSort={({ id, order }) =>
                update({ sort: id, order, page: undefined })
              }
            />
          ) : (
            <ul className={`admin-cards admin-cards--${texts}`}>
              {shown.items.map((item) => (
                <Fragment key={screen.itemId(item)}>
                  {card?.(item, context)}
                </Fragment>
              ))}
            </ul>
          )}
          <Pager
            label={t(`${texts}.pages`)}
            page={shown.page ?? 1}
            pageCount={pageCount}
            onPage={(page) => update({ page })}
          />
        </>
      ) : null}
    </section>
  )
}
