import { adminWebhooks, type CallProblem } from '@resort/core/api'
import { createWebhookActions, type WebhookActions } from '@resort/core/staff'
import { Suspense, useMemo, useRef, type RefObject } from 'react'
import { useStore } from 'zustand'
import '../../platform/styles/adminWebhooks.css'
import { useSiteApi } from '../../platform/api/SiteApiContext'
import { answerValue, useEndpoint } from '../../platform/api/useEndpoint'
import { PageWithTexts } from '../../platform/i18n/PageWithTexts'
import { useTranslation } from '../../platform/i18n/translation'
import { useAdminRecheck } from '../AdminAccessContext'
import { problemText } from '../adminProblems'
import { useReload } from '../list/useReload'
import { adminWebhooksTextsFor } from './adminWebhooksTexts'
import { NewWebhookForm } from './NewWebhookForm'
import { WebhookDeliveriesSection } from './WebhookDeliveriesSection'
import { WebhookSecretPanel } from './WebhookSecretPanel'
import { WebhookTable } from './WebhookTable'

const TEXTS = [adminWebhooksTextsFor]

/** The browser's clipboard; without one (an insecure page) copying is refused. */
const writeToClipboard = (text: string): Promise<void> =>
  'clipboard' in navigator
    ? navigator.clipboard.writeText(text)
    : Promise.reject(new Error('no clipboard'))

/**
 * /{lang}/admin/webhooks (issue 35, decision 049): the addresses the hotel's other systems hear
 * of bookings at, each one's deliveries and their tries, a new address registered with its
 * signing secret shown once, a secret rotated and an address removed after a yes. The
 * actions, the secret shown and the deliveries' pages are core's (createWebhookActions); this
 * page selects and renders.
 */
export function WebhooksPage() {
  const { t } = useTranslation()
  return (
    <Suspense fallback={<p role="status">{t('loading')}</p>}>
      <PageWithTexts
        texts={TEXTS}
        namespace="adminWebhooks"
        titleKey="page.title"
      >
        <WebhooksContent />
      </PageWithTexts>
    </Suspense>
  )
}

function WebhooksContent() {
  const { t } = useTranslation('adminWebhooks')
  const api = useSiteApi()
  const actions = useMemo(
    () => createWebhookActions({ api, write: writeToClipboard }),
    [api],
  )
  const [version, reload] = useReload()
  const list = useEndpoint(adminWebhooks, undefined, { version })
  const webhooks = answerValue(list)?.webhooks
  const notice = useRef<HTMLDivElement>(null)
  const listTitle = useRef<HTMLHeadingElement>(null)

  return (
    <section
      className="admin-section webhooks"
      aria-labelledby="webhooks-title"
    >
      <h2 id="webhooks-title">{t('page.title')}</h2>
      <p>{t('page.intro')}</p>
      <WebhookNotice actions={actions} ref={notice} />
      <WebhookSecretPanel
        actions={actions}
        onHidden={() => listTitle.current?.focus()}
      />
      <section aria-labelledby="webhooks-list-title">
        <h3 id="webhooks-list-title" ref={listTitle} tabIndex={-1}>
          {t('list.title')}
        </h3>
        {list.state === 'error' ? (
          <LoadProblem problem={list} onRetry={reload} />
        ) : (
          <p role="status" className="admin-count">
            {webhooks
              ? t('list.count', { count: webhooks.length })
              : t('list.loading')}
          </p>
        )}
        {webhooks?.length === 0 ? <p>{t('list.none')}</p> : null}
        {webhooks?.length ? (
          <WebhookTable
            webhooks={webhooks}
            actions={actions}
            onRotated={reload}
            onRemoved={() => {
              reload()
              // The address's buttons are gone: the outcome takes the focus.
              notice.current?.focus()
            }}
          />
        ) : null}
      </section>
      <WebhookDeliveriesSection
        deliveries={actions.deliveries}
        // A replay changes the address's counts of deliveries waiting and failed.
        onReplayed={reload}
      />
      <NewWebhookForm creation={actions.creation} onCreated={reload} />
    </section>
  )
}

/** The address last registered, given a new secret or removed, announced. */
function WebhookNotice({
  actions: { creation, rotation, removal },
  ref,
}: {
  actions: WebhookActions
  ref: RefObject<HTMLDivElement | null>
}) {
  const { t } = useTranslation('adminWebhooks')
  const created = useStore(creation, (state) =>
    state.justDone ? state.done : undefined,
  )
  const rotated = useStore(rotation, (state) =>
    state.justDone ? state.done : undefined,
  )
  const removed = useStore(removal, (state) =>
    state.justDone ? state.done : undefined,
  )
  const notice = created
    ? t('notice.created', { name: created.name })
    : rotated
      ? t('notice.rotated', { name: rotated.name })
      : removed
        ? t('notice.removed', { name: removed.name })
        : undefined
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      className="account-status webhooks__notice"
    >
      {notice ? <p>{notice}</p> : null}
    </div>
  )
}

/** A read that failed: why, and a way on (again, or the door's check when access was refused). */
function LoadProblem({
  problem,
  onRetry,
}: {
  problem: CallProblem
  onRetry: () => void
}) {
  const { t } = useTranslation('admin')
  const recheck = useAdminRecheck()
  const refusedForWho =
    problem.kind === 'forbidden' || problem.kind === 'unauthorized'
  return (
    <div role="alert" className="admin-problem">
      <p>{problemText(t, problem)}</p>
      <button
        type="button"
        className="account-button account-button--secondary"
        onClick={refusedForWho ? recheck : onRetry}
      >
        {t(refusedForWho ? 'list.check_access' : 'list.try_again')}
      </button>
    </div>
  )
}
