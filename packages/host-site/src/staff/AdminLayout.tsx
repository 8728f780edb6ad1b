import { Suspense, use } from 'react'
import { Outlet } from 'react-router'
import { accountTextsFor } from '../members/account/accountTexts'
import { useTranslation } from '../platform/i18n/translation'
import { AdminRecheckProvider } from './AdminAccessContext'
import { AdminDoor } from './AdminDoor'
import { AdminNav } from './AdminNav'
import { adminTextsFor } from './adminTexts'
import { SecondFactorStep } from './SecondFactorStep'
import { useAdminAccess } from './useAdminAccess'
import { useAdminTitle } from './useAdminTitle'

/** /{lang}/admin/*: the staff's area (issue 14), behind the sign-in and the second factor. */
export function AdminLayout() {
  // Its texts load with it (Suspense), in the page's language; each section titles the tab.
  const { i18n } = useTranslation()
  use(accountTextsFor(i18n))
  use(adminTextsFor(i18n))
  return <AdminArea />
}

/** The tab's title while the door is shown (the sections have their own). */
function DoorTitle() {
  useAdminTitle()
  return null
}

function AdminArea() {
  const { t } = useTranslation('admin')
  const { access, passed, check } = useAdminAccess()
  let body
  if (access.state === 'admin')
    body = (
      <AdminRecheckProvider value={check}>
        <div className="admin__frame">
          <AdminNav />
          <div className="admin__page">
            <Suspense fallback={<p role="status">{t('loading')}</p>}>
              <Outlet />
            </Suspense>
          </div>
        </div>
      </AdminRecheckProvider>
    )
  else if (access.state === 'second_factor')
    body = (
      <>
        <DoorTitle />
        <SecondFactorStep email={access.email} onPassed={passed} />
      </>
    )
  else
    body = (
      <>
        <DoorTitle />
        <AdminDoor access={access} onRetry={check} />
      </>
    )
  return (
    <div className="admin">
      <h1 className="admin__title">{t('title')}</h1>
      {body}
    </div>
  )
}
