export * from './loyaltyFlow'
export * from './loyaltyFlowTypes'
