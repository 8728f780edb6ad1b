import { ratePlanRenameSchema } from '../api/adminRates'
import type { ApiClient } from '../api/createApiClient'
import type { OutputOf } from '../api/endpoint'
import { renameRatePlan } from '../api/endpoints'
import { LANGUAGES, type Language } from '../i18n/languages'
import { requestCodes } from '../validation/requestCodes'
import { createStaffAction } from './staffAction'
import type { StaffAction } from './staffActionTypes'

/** A rate's names as typed, by language ('' where none is given). */
export type RateNames = Record<Language, string>

/** Renaming one rate in the languages filled in (issue 14); a refused name shows at its language. */
export type RateRename = StaffAction<
  'rename',
  RateNames,
  OutputOf<typeof renameRatePlan>,
  Language
>

/** The languages whose name is given, in the order they are sent. */
const givenIn = (names: RateNames) =>
  LANGUAGES.filter((language) => names[language].trim() !== '')

const requestOf = (ratePlanId: string, names: RateNames) => ({
  ratePlanId,
  names: givenIn(names).map((language) => ({
    language,
    name: names[language].trim(),
  })),
})

/** The rename of rate `ratePlanId`, whose name is known only in the page's language. */
export function createRateRename({
  api,
  ratePlanId,
  name,
  language,
}: {
  api: ApiClient
  ratePlanId: string
  name: string
  language: Language
}): RateRename {
  const names = Object.fromEntries(
    LANGUAGES.map((other) => [other, other === language ? name : '']),
  ) as RateNames
  return createStaffAction('rename', {
    draft: names,
    check: (draft) =>
      requestCodes(ratePlanRenameSchema, requestOf(ratePlanId, draft)),
    send: (draft) => api.call(renameRatePlan, requestOf(ratePlanId, draft)),
    // names.N.name: the Nth name sent.
    fieldOf: (key, draft) => {
      const index = /^names\.(\d+)/.exec(key)?.[1]
      return index === undefined ? undefined : givenIn(draft)[Number(index)]
    },
  })
}
