export * from './giftVoucherBalanceCheck'
export * from './giftVoucherOrderDraft'
export * from './giftVoucherPurchase'
export * from './giftVoucherPurchaseTypes'
