export * from './stayDates'
