export * from './siteUi'
export * from './siteUiTypes'
