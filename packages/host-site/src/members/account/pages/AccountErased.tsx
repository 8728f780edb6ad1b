import { Link } from 'react-router'
import { useTranslation } from '../../../platform/i18n/translation'
import { usePageLanguage } from '../../../platform/i18n/usePageLanguage'
import { homePath } from '../../../platform/routing/paths'
import { useFocusOnMount } from './useFocusOnMount'

/** /{lang}/account-erased: where a member lands once their account is erased (decision 022). */
export function AccountErased() {
  const { t } = useTranslation('account')
  const language = usePageLanguage()
  const heading = useFocusOnMount<HTMLHeadingElement>()
  return (
    <section className="account-page" aria-labelledby="erased-title">
      <h1 id="erased-title" ref={heading} tabIndex={-1}>
        {t('erased.title')}
      </h1>
      <p>{t('erased.done')}</p>
      <p>{t('erased.kept')}</p>
      <p>{t('erased.mail')}</p>
      <p>
        <Link to={homePath(language)}>{t('erased.home')}</Link>
      </p>
    </section>
  )
}
