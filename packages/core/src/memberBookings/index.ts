export * from './memberBookingsFlow'
export * from './memberBookingsFlowTypes'
