import { useTranslation } from '../i18n/translation'
import { CONTRAST_PAIRS, measure, type ContrastPair } from './contrastPairs'
import { AA_MINIMUM } from './contrastRatio'
import { TableFrame } from './TableFrame'

function PairSample({ foreground, background, use }: ContrastPair) {
  // A text colour as text; an edge or focus ring as a thick border (it is not meant for text).
  return use === 'text' ? (
    <span
      className={`style-guide__pair style-guide__swatch${background} style-guide__ink${foreground}`}
    >
      Aa
    </span>
  ) : (
    <span
      className={`style-guide__pair style-guide__pair--edge style-guide__swatch${background} style-guide__edge${foreground}`}
    />
  )
}

/** Each colour on each of its backgrounds, with its contrast ratio and whether it meets AA. */
export function ContrastTable({ labelledBy }: { labelledBy: string }) {
  const { t, i18n } = useTranslation('styleGuide')
  const ratio = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
  const minimum = new Intl.NumberFormat(i18n.language, {
    maximumFractionDigits: 1,
  })
  return (
    <TableFrame labelledBy={labelledBy}>
      <table className="style-guide__table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{t('table.sample')}</th>
            <th scope="col">{t('table.pair')}</th>
            <th scope="col">{t('table.use')}</th>
            <th scope="col">{t('table.ratio')}</th>
            <th scope="col">{t('table.verdict')}</th>
          </tr>
        </thead>
        <tbody>
          {CONTRAST_PAIRS.map((pair) => {
            const measured = measure(pair)
            const least = minimum.format(AA_MINIMUM[pair.use])
            return (
              <tr key={`${pair.foreground} ${pair.background}`}>
                <td>
                  <PairSample {...pair} />
                </td>
                <th scope="row">
                  <code>{pair.foreground}</code>
                  {` ${t('contrast.on')} `}
                  <code>{pair.background}</code>
                </th>
                <td>{t(`contrast.use_${pair.use}`)}</td>
                <td>
                  {t('contrast.ratio', {
                    // Cut, not rounded: 4.499 must not read as 4.50 (WCAG).
                    ratio: ratio.format(Math.floor(measured.ratio * 100) / 100),
                  })}
                </td>
                <td className="style-guide__verdict">
                  {t(measured.passes ? 'contrast.passes' : 'contrast.fails', {
                    minimum: least,
                  })}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </TableFrame>
  )
}
