export * from './sitePages'
export * from './contentPages'
export * from './siteBuild'
export * from './memberSlugs'
