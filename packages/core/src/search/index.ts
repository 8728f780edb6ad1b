export * from './childAgesParam'
export * from './searchFlow'
export * from './searchFlowTypes'
export * from './searchQuery'
