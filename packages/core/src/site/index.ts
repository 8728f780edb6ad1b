export * from './sitePages'
