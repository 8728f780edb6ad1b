import { useTranslation } from '../i18n/translation'
import type { SiteToken } from './siteTokens'
import { TableFrame } from './TableFrame'
import { TokenSample } from './TokenSample'

const ROOT_FONT_SIZE = 16

/** Tokens with their sample, name, value as written and resolved, and what each is for. */
export function TokenTable({
  tokens,
  labelledBy,
}: {
  tokens: readonly SiteToken[]
  /** The id of the heading that names the table. */
  labelledBy: string
}) {
  const { t, i18n } = useTranslation('styleGuide')
  const pixels = new Intl.NumberFormat(i18n.language, {
    maximumFractionDigits: 1,
  })
  return (
    <TableFrame labelledBy={labelledBy}>
      <table className="style-guide__table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{t('table.sample')}</th>
            <th scope="col">{t('table.token')}</th>
            <th scope="col">{t('table.value')}</th>
            <th scope="col">{t('table.purpose')}</th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((token) => {
            const rem = /^([\d.]+)rem$/.exec(token.resolved)?.[1]
            return (
              <tr key={token.name}>
                <td>
                  <TokenSample token={token} />
                </td>
                <th scope="row">
                  <code>{token.name}</code>
                </th>
                <td>
                  <code>{token.value}</code>
                  {token.resolved !== token.value ? (
                    <>
                      {' = '}
                      <code>{token.resolved}</code>
                    </>
                  ) : null}
                  {rem
                    ? ` (${t('type.pixels', { pixels: pixels.format(Number(rem) * ROOT_FONT_SIZE) })})`
                    : null}
                </td>
                <td>{t(`purpose.${token.name.slice(2)}`)}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </TableFrame>
  )
}
