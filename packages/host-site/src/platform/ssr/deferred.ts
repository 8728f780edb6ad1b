/** Thrown for a call a server render leaves to the browser: its page shows loading until then. */
export const DEFERRED_TO_BROWSER = Symbol('deferred to the browser')
