// Gift vouchers for the tests of core and of the admin area (issue 35): one set of test data.
import type { AdminGiftVoucher } from '../api/giftVoucherResponses'

/**
 * A voucher as staff's list has it: €100 bought by Marta Kovač for Ana Horvat on 2 May 2030,
 * €40 of it spent on booking BK-7Q2M, so €60 left until 2 May 2033.
 */
export const giftVoucher = (
  fields: Partial<AdminGiftVoucher> = {},
): AdminGiftVoucher => ({
  voucherId: 'gv-ana',
  codeEnd: 'JKMN',
  amount: 10_000,
  balance: 6_000,
  currency: 'EUR',
  state: 'active',
  buyerName: 'Marta Kovač',
  buyerEmail: 'marta@example.com',
  recipientName: 'Ana Horvat',
  recipientEmail: 'ana@example.com',
  createdAt: '2030-05-02T09:00:00.000Z',
  validUntil: '2033-05-02',
  moves: [
    {
      kind: 'bought',
      amount: 10_000,
      bookingId: null,
      at: '2030-05-02T09:00:00.000Z',
    },
    {
      kind: 'spent',
      amount: -4_000,
      bookingId: 'BK-7Q2M',
      at: '2030-06-10T14:30:00.000Z',
    },
  ],
  ...fields,
})

/** `voucher` as the server answers its void: nothing left to spend from now on. */
export const voidedVoucher = (
  voucher: AdminGiftVoucher,
  at = '2030-07-01T10:00:00.000Z',
): AdminGiftVoucher => ({
  ...voucher,
  state: 'void',
  moves: [
    ...voucher.moves,
    { kind: 'voided', amount: -voucher.balance, bookingId: null, at },
  ],
})

/** `voucher` as the server answers its refund: its balance back on the buyer's card. */
export const refundedVoucher = (
  voucher: AdminGiftVoucher,
  at = '2030-07-01T10:00:00.000Z',
): AdminGiftVoucher => ({
  ...voucher,
  state: 'refunded',
  balance: 0,
  moves: [
    ...voucher.moves,
    { kind: 'refunded', amount: -voucher.balance, bookingId: null, at },
  ],
})

/** Vouchers of every state, newest first, as the list answers them. */
export const giftVouchers = (): AdminGiftVoucher[] => [
  giftVoucher(),
  giftVoucher({
    voucherId: 'gv-ivo',
    codeEnd: 'P7QR',
    amount: 5_000,
    balance: 0,
    state: 'spent',
    buyerName: 'Ivo Novak',
    buyerEmail: 'ivo@example.com',
    recipientName: 'Ivo Novak',
    // Mailed to the buyer, to print and give.
    recipientEmail: null,
    createdAt: '2030-04-20T08:00:00.000Z',
    validUntil: '2033-04-20',
    moves: [
      {
        kind: 'bought',
        amount: 5_000,
        bookingId: null,
        at: '2030-04-20T08:00:00.000Z',
      },
      {
        kind: 'spent',
        amount: -5_000,
        bookingId: 'BK-3XW9',
        at: '2030-05-01T12:00:00.000Z',
      },
    ],
  }),
  giftVoucher({
    voucherId: 'gv-lena',
    codeEnd: 'ZX45',
    amount: 20_000,
    balance: 0,
    state: 'refunded',
    buyerName: 'Lena Weber',
    buyerEmail: 'lena@example.com',
    recipientName: 'Jonas Weber',
    recipientEmail: 'jonas@example.com',
    createdAt: '2030-03-15T08:00:00.000Z',
    validUntil: '2033-03-15',
    moves: [
      {
        kind: 'bought',
        amount: 20_000,
        bookingId: null,
        at: '2030-03-15T08:00:00.000Z',
      },
      {
        kind: 'refunded',
        amount: -20_000,
        bookingId: null,
        at: '2030-03-20T08:00:00.000Z',
      },
    ],
  }),
]
