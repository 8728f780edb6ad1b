export * from './sitePages'
export * from './contentPages'
