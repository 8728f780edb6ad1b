export * from './passkeyFlow'
export * from './passkeyFlowTypes'
export * from './socialAccountsFlow'
export * from './socialAccountsFlowTypes'
export {
  rememberReturnPath,
  socialConnectHref,
  socialSignInHref,
  type CookieWriter,
} from './socialLinks'
