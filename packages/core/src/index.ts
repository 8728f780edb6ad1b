export * from './i18n/languages'
export * from './i18n/translationProblems'
