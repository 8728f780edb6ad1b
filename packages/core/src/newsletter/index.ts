export { NEWSLETTER_CONSENT } from './consentText'
export * from './newsletterFlow'
export * from './newsletterFlowTypes'
