// The e2e providers' login page (support/startProviders.mjs): a form that names the account to
// sign in as, filled in as a member would.
import { expect, type Page } from '@playwright/test'

export interface ProviderAccount {
  /** The account's address; the account's id is derived from it unless `id` is given. */
  email?: string
  firstName?: string
  lastName?: string
  /** The provider's id of the account (its `sub`), to sign in as a known one without an address. */
  id?: string
  /** Facebook only: signs in without sharing an address. */
  withoutEmail?: boolean
}

/** Fills in the provider's login page the browser is on and signs in (or cancels). */
export async function signInAtProvider(
  page: Page,
  account: ProviderAccount & { cancel?: boolean },
): Promise<void> {
  await expect(
    page.getByRole('heading', { level: 1, name: /^Sign in to / }),
  ).toBeVisible()
  if (account.email) await page.getByLabel('E-mail').fill(account.email)
  if (account.firstName)
    await page.getByLabel('First name').fill(account.firstName)
  if (account.lastName)
    await page.getByLabel('Last name').fill(account.lastName)
  if (account.id) await page.getByLabel('Account id').fill(account.id)
  const button = account.cancel
    ? 'Cancel'
    : account.withoutEmail
      ? 'Sign in without e-mail'
      : 'Sign in'
  await page.getByRole('button', { name: button, exact: true }).click()
}
