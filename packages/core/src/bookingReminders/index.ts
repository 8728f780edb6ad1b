export * from './bookingRemindersFlow'
