export * from './favouritesFlow'
export * from './favouritesFlowTypes'
