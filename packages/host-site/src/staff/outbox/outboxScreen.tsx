import { adminOutbox, type InputOf, type OutputOf } from '@resort/core/api'
import { Link } from 'react-router'
import { formatWhen } from '../list/formatWhen'
import { listColumns } from '../list/listFeatures'
import { pageFrom, textFrom } from '../list/listQuery'
import type { ListScreen } from '../list/listScreen'
import { deliveryOf } from './delivery'
import { OutboxMail } from './OutboxMail'

type MailLine = OutputOf<typeof adminOutbox>['items'][number]

const column = listColumns<MailLine>()

/**
 * /{lang}/admin/outbox (issue 14): the mails sent, newest first, found by part of the address
 * or subject; one opened (`mail` in the address) reads as it was sent, and can be sent again.
 */
export const outboxScreen: ListScreen<InputOf<typeof adminOutbox>, MailLine> = {
  texts: 'outbox',
  endpoint: adminOutbox,
  query: (params) => ({
    q: textFrom(params, 'q'),
    page: pageFrom(params),
    pageSize: 25,
  }),
  filters: { applies: 'on_submit', fields: [{ kind: 'search', name: 'q' }] },
  itemId: (mail) => mail.id,
  opens: {
    param: 'mail',
    render: (id, { close }, { reload }) => (
      <OutboxMail key={id} id={id} onResent={reload} onClose={close} />
    ),
  },
  columns: ({ t, language, openHref }) => [
    column.accessor('subject', {
      header: t('outbox.columns.subject'),
      cell: ({ row }) => (
        <Link to={openHref(row.original.id)}>{row.original.subject}</Link>
      ),
    }),
    column.accessor('to', { header: t('outbox.columns.to') }),
    column.accessor('createdAt', {
      header: t('outbox.columns.created'),
      cell: ({ getValue }) => formatWhen(getValue(), language),
    }),
    column.display({
      id: 'delivery',
      header: t('outbox.columns.delivery'),
      cell: ({ row }) => t(`outbox.delivery.${deliveryOf(row.original)}`),
    }),
  ],
}
