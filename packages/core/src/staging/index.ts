export * from './stagingGate'
