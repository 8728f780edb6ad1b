export * from './profileFlow'
export * from './profileFlowTypes'
