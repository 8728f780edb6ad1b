export * from './accountFlow'
export * from './accountFlowTypes'
export * from './orchestrationOutcomes'
export {
  documentCookieWriter,
  safeRedirectPath,
  signUpContextFor,
  type CookieWriter,
} from './redirectPage'
export type { RegistrationProgress } from './registrationState'
export { describeUserAgent, type BrowserDescription } from './userAgent'
