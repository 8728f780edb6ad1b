import { auditLog, type InputOf } from '@resort/core/api'
import { choices } from '../list/choices'
import { formatWhen } from '../list/formatWhen'
import { listColumns } from '../list/listFeatures'
import { oneOf, pageFrom, textFrom } from '../list/listQuery'
import type { ListScreen } from '../list/listScreen'
import { AuditChangeDetails, AuditWhat, type AuditEntry } from './AuditChange'

// The kinds of thing admin changes touch.
const ENTITIES = [
  'booking',
  'property',
  'rate_plan',
  'request',
  'mail',
  'member',
  'newsletter',
  'content_page',
  'content_entry',
  'review',
  'admin_account',
  'promo_code',
  'gift_voucher',
  'webhook',
] as const

const column = listColumns<AuditEntry>()

/**
 * /{lang}/admin/audit-log (issue 14): every admin change, newest first, with who, when, and
 * what changed as staff would say it (issue 31); found by an admin's address, an action or an id.
 */
export const auditScreen: ListScreen<InputOf<typeof auditLog>, AuditEntry> = {
  texts: 'audit',
  endpoint: auditLog,
  query: (params) => ({
    q: textFrom(params, 'q'),
    entity: oneOf(params, 'entity', ENTITIES),
    page: pageFrom(params),
    pageSize: 25,
  }),
  filters: {
    applies: 'on_submit',
    fields: [
      { kind: 'search', name: 'q', hint: true },
      {
        kind: 'select',
        name: 'entity',
        any: true,
        useOptions: choices(ENTITIES, 'audit.entities'),
      },
    ],
  },
  itemId: (entry) => entry.id,
  columns: ({ t, language }) => [
    column.accessor('at', {
      header: t('audit.columns.when'),
      cell: ({ getValue }) => formatWhen(getValue(), language),
    }),
    column.accessor('adminEmail', { header: t('audit.columns.who') }),
    column.display({
      id: 'what',
      header: t('audit.columns.what'),
      cell: ({ row }) => <AuditWhat entry={row.original} />,
    }),
    column.display({
      id: 'details',
      header: t('audit.columns.details'),
      cell: ({ row }) => <AuditChangeDetails entry={row.original} />,
    }),
  ],
}
