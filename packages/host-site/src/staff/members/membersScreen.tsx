import { adminMembers, type InputOf, type OutputOf } from '@resort/core/api'
import { Link } from 'react-router'
import { listColumns } from '../list/listFeatures'
import { textFrom } from '../list/listQuery'
import type { ListScreen } from '../list/listScreen'
import { MemberPoints } from './MemberPoints'

type FoundMember = OutputOf<typeof adminMembers>['items'][number]

const column = listColumns<FoundMember>()
const NUMBER = { className: 'admin-number' }

/**
 * /{lang}/admin/members (issue 14): members found by part of the address or name, or member
 * number (a search, never the whole club); one opened (`member` in the address) shows its
 * points history and takes an adjustment.
 */
export const membersScreen: ListScreen<
  InputOf<typeof adminMembers>,
  FoundMember
> = {
  texts: 'members',
  endpoint: adminMembers,
  query: (params) => {
    const q = textFrom(params, 'q')
    return q ? { q } : undefined
  },
  filters: {
    applies: 'on_submit',
    fields: [{ kind: 'search', name: 'q', required: true }],
  },
  itemId: (member) => member.userId,
  opens: {
    param: 'member',
    render: (userId, { items }, { reload }) => (
      <MemberPoints
        key={userId}
        userId={userId}
        member={items?.find((item) => item.userId === userId)}
        onAdjusted={reload}
      />
    ),
  },
  columns: ({ t, openHref }) => [
    column.display({
      id: 'name',
      header: t('members.columns.name'),
      cell: ({ row: { original: member } }) => (
        <Link
          to={openHref(member.userId)}
          aria-label={t('members.open', {
            name: `${member.firstName} ${member.lastName}`,
          })}
        >
          {member.firstName} {member.lastName}
        </Link>
      ),
    }),
    column.accessor('email', { header: t('members.columns.email') }),
    column.accessor('memberNumber', {
      header: t('members.columns.number'),
      cell: ({ getValue }) => getValue() ?? t('members.not_in_club'),
    }),
    column.accessor('earned', {
      header: t('members.columns.earned'),
      meta: NUMBER,
    }),
    column.accessor('pending', {
      header: t('members.columns.pending'),
      meta: NUMBER,
    }),
  ],
}
