import { adminMembers } from '@resort/core/api'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { answerValue, useEndpoint } from '../../api/useEndpoint'
import { useTranslation } from '../../i18n/translation'
import { ListStatus } from '../list/ListStatus'
import { useReload } from '../list/useReload'
import { useSearchState } from '../list/useSearchState'
import { useAdminTitle } from '../useAdminTitle'
import { MemberPoints } from './MemberPoints'

/**
 * /{lang}/admin/members (issue 14): members found by part of the address or name, or member
 * number; one opened (`member` in the address) shows its points history and takes an
 * adjustment.
 */
export function MembersSection() {
  const { t } = useTranslation('admin')
  const { params, update } = useSearchState()
  const [version, reload] = useReload()
  useAdminTitle(t('members.title'))
  const q = params.get('q')?.trim() ?? ''
  const userId = params.get('member') ?? undefined
  const memberHref = (id: string) => {
    const next = new URLSearchParams(params)
    next.set('member', id)
    return `?${next.toString()}`
  }
  return (
    <section className="admin-section" aria-labelledby="admin-members-title">
      <h2 id="admin-members-title">{t('members.title')}</h2>
      <MembersSearch
        key={q}
        q={q}
        onSearch={(text) => update({ q: text, member: undefined })}
      />
      {q ? (
        <MembersFound
          q={q}
          version={version}
          reload={reload}
          memberHref={memberHref}
          openedId={userId}
        />
      ) : null}
    </section>
  )
}

function MembersFound({
  q,
  version,
  reload,
  memberHref,
  openedId,
}: {
  q: string
  version: number
  reload: () => void
  memberHref: (id: string) => string
  openedId: string | undefined
}) {
  const { t } = useTranslation('admin')
  const answer = useEndpoint(adminMembers, { q }, { version })
  const shown = answerValue(answer)
  return (
    <>
      <ListStatus
        answer={answer}
        count={
          answer.state === 'done'
            ? t('members.found', { count: answer.value.items.length })
            : undefined
        }
        onRetry={reload}
      />
      {shown && shown.items.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption>{t('members.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('members.columns.name')}</th>
                <th scope="col">{t('members.columns.email')}</th>
                <th scope="col">{t('members.columns.number')}</th>
                <th scope="col" className="admin-number">
                  {t('members.columns.earned')}
                </th>
                <th scope="col" className="admin-number">
                  {t('members.columns.pending')}
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.items.map((member) => (
                <tr
                  key={member.userId}
                  aria-current={member.userId === openedId ? 'true' : undefined}
                >
                  <td>
                    <Link
                      to={memberHref(member.userId)}
                      aria-label={t('members.open', {
                        name: `${member.firstName} ${member.lastName}`,
                      })}
                    >
                      {member.firstName} {member.lastName}
                    </Link>
                  </td>
                  <td>{member.email}</td>
                  <td>{member.memberNumber ?? t('members.not_in_club')}</td>
                  <td className="admin-number">{member.earned}</td>
                  <td className="admin-number">{member.pending}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {openedId ? (
        <MemberPoints
          key={openedId}
          userId={openedId}
          member={shown?.items.find((item) => item.userId === openedId)}
          onAdjusted={reload}
        />
      ) : null}
    </>
  )
}

function MembersSearch({
  q,
  onSearch,
}: {
  q: string
  onSearch: (q: string) => void
}) {
  const { t } = useTranslation('admin')
  const [text, setText] = useState(q)
  const [empty, setEmpty] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!text.trim()) {
      setEmpty(true)
      return
    }
    onSearch(text.trim())
  }
  return (
    <form
      className="admin-filters"
      role="search"
      aria-label={t('members.search_label')}
      noValidate
      onSubmit={submit}
    >
      <div
        className={`admin-filters__field admin-filters__field--wide${empty ? ' admin-filters__field--error' : ''}`}
      >
        <label htmlFor="members-q">{t('members.q')}</label>
        {empty ? (
          <p id="members-q-error" role="alert" className="admin-error">
            {t('errors.search_required')}
          </p>
        ) : null}
        <input
          id="members-q"
          type="search"
          value={text}
          aria-invalid={empty || undefined}
          aria-describedby={empty ? 'members-q-error' : undefined}
          onChange={(event) => {
            setText(event.target.value)
            setEmpty(false)
          }}
        />
      </div>
      <div className="admin-filters__actions">
        <button type="submit" className="account-button">
          {t('members.search')}
        </button>
      </div>
    </form>
  )
}
