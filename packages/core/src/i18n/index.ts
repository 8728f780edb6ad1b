export * from './createI18n'
export * from './languages'
export * from './translationProblems'
export * from './createTranslator'
