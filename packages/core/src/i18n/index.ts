export * from './languages'
export * from './translationProblems'
export * from './createTranslator'
