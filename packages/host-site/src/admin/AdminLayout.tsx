import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router'
import { accountTextsFor } from '../account/accountTexts'
import { PageWithTexts } from '../i18n/PageWithTexts'
import { AdminDoor } from './AdminDoor'
import { AdminNav } from './AdminNav'
import { adminTextsFor } from './adminTexts'
import { SecondFactorStep } from './SecondFactorStep'
import { useAdminAccess } from './useAdminAccess'

/** /{lang}/admin/*: the staff's area (issue 14), behind the sign-in and the second factor. */
export function AdminLayout() {
  return (
    <PageWithTexts
      texts={[accountTextsFor, adminTextsFor]}
      namespace="admin"
      titleKey="title"
    >
      <AdminArea />
    </PageWithTexts>
  )
}

function AdminArea() {
  const { t } = useTranslation('admin')
  const { access, passed, check } = useAdminAccess()
  let body
  if (access.state === 'admin')
    body = (
      <div className="admin__frame">
        <AdminNav />
        <div className="admin__page">
          <Suspense fallback={<p role="status">{t('loading')}</p>}>
            <Outlet />
          </Suspense>
        </div>
      </div>
    )
  else if (access.state === 'second_factor')
    body = <SecondFactorStep email={access.email} onPassed={passed} />
  else body = <AdminDoor access={access} onRetry={check} />
  return (
    <div className="admin">
      <h1 className="admin__title">{t('title')}</h1>
      {body}
    </div>
  )
}
