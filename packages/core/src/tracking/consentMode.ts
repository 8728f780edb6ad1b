import type { ConsentChoice } from './consent'

type ConsentState = 'granted' | 'denied'

/** Google Consent Mode v2's four signals, as a choice sets them. */
export interface ConsentModeSignals {
  ad_storage: ConsentState
  ad_user_data: ConsentState
  ad_personalization: ConsentState
  analytics_storage: ConsentState
}

/**
 * What `gtag('consent', 'update', signals)` pushes: an Arguments object, the only shape Google
 * Tag Manager reads as a gtag command (a plain array is not).
 */
export type ConsentModeCommand = IArguments

const state = (granted: boolean): ConsentState =>
  granted ? 'granted' : 'denied'

export function consentModeSignals(choice: ConsentChoice): ConsentModeSignals {
  return {
    ad_storage: state(choice.marketing),
    ad_user_data: state(choice.marketing),
    ad_personalization: state(choice.marketing),
    analytics_storage: state(choice.analytics),
  }
}

// gtag's own definition, `function gtag(){dataLayer.push(arguments)}`: the Arguments object.
function gtagArguments(..._command: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params -- GTM reads gtag commands only as Arguments
  return arguments
}

/** The data-layer entry telling a tag manager of a choice. */
export function consentModeUpdate(choice: ConsentChoice): ConsentModeCommand {
  return gtagArguments('consent', 'update', consentModeSignals(choice))
}
