export * from './loyaltyFlow'
export * from './loyaltyFlowTypes'
export * from './offersFlow'
export * from './offersFlowTypes'
