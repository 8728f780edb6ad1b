export * from './staffCancelFlow'
export * from './staffCancelFlowTypes'
export * from './staffChangeFlow'
export * from './staffChangeFlowTypes'
