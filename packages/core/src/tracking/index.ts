export * from './createTracker'
export * from './toMajorUnits'
export * from './trackingEvents'
