import type { AdminGiftVoucher } from '@resort/core/api'
import { todayIso } from '@resort/core/stay'
import type { Kysely, Selectable } from 'kysely'
import type { Database, GiftVoucherTable } from '#db/schema'
import { inTransaction } from '#db/transactions'
import { ApiProblem, notFound } from '#http/errors'
import type { AdminVisit } from '../admin/adminVisit'
import { recordAudit } from '../admin/auditLog'
import type { AppContext } from '../appContext'
import { gatewayUnavailable } from '../payments/paymentProblems'
import { codeEnd, voucherState } from './giftVoucherRules'
import { recordMove } from './giftVoucherStore'

// Staff's vouchers (issue 35, decision 045): listed with their moves, voided, refunded; staff see
// a code's last four signs only, and each change is in the audit log.

type StaffDeps = Pick<AppContext, 'db' | 'gateway' | 'now' | 'logFailure'>

async function movesOf(db: Kysely<Database>, ids: string[]) {
  if (ids.length === 0) return []
  return db
    .selectFrom('gift_voucher_moves')
    .select(['voucher_id', 'kind', 'amount', 'booking_id', 'created_at'])
    .where('voucher_id', 'in', ids)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}

function asAdminVoucher(
  voucher: Selectable<GiftVoucherTable>,
  moves: Awaited<ReturnType<typeof movesOf>>,
  today: string,
): AdminGiftVoucher {
  return {
    voucherId: voucher.id,
    codeEnd: codeEnd(voucher.code),
    amount: voucher.amount,
    balance: voucher.balance,
    currency: voucher.currency,
    state: voucherState(voucher, today),
    buyerName: voucher.buyer_name,
    buyerEmail: voucher.buyer_email,
    recipientName: voucher.recipient_name,
    recipientEmail: voucher.recipient_email,
    createdAt: voucher.bought_at ?? voucher.created_at,
    validUntil: voucher.valid_until,
    moves: moves
      .filter((move) => move.voucher_id === voucher.id)
      .map((move) => ({
        kind: move.kind,
        amount: move.amount,
        bookingId: move.booking_id,
        at: move.created_at,
      })),
  }
}

/** Every voucher bought, newest first; those whose card step never finished are left out. */
export async function adminGiftVouchers(deps: StaffDeps) {
  const vouchers = await deps.db
    .selectFrom('gift_vouchers')
    .selectAll()
    .where('state', '!=', 'pending')
    .orderBy('bought_at', 'desc')
    .limit(500)
    .execute()
  const moves = await movesOf(
    deps.db,
    vouchers.map((voucher) => voucher.id),
  )
  const today = todayIso(deps.now())
  return {
    vouchers: vouchers.map((voucher) => asAdminVoucher(voucher, moves, today)),
  }
}

async function adminVoucher(deps: StaffDeps, voucherId: string) {
  const voucher = await deps.db
    .selectFrom('gift_vouchers')
    .selectAll()
    .where('id', '=', voucherId)
    .where('state', '!=', 'pending')
    .executeTakeFirst()
  if (!voucher) throw notFound('gift voucher', voucherId, 'voucherId')
  return asAdminVoucher(
    voucher,
    await movesOf(deps.db, [voucherId]),
    todayIso(deps.now()),
  )
}

const notActive = (message: string) =>
  new ApiProblem(409, 'conflict', message, {
    voucherId: 'gift_voucher_not_active',
  })

/** No booking can spend it any more; what bookings it paid keep it. */
export async function voidGiftVoucher(
  deps: StaffDeps,
  admin: AdminVisit,
  voucherId: string,
): Promise<AdminGiftVoucher> {
  const at = deps.now().toISOString()
  await inTransaction(deps.db, async (trx) => {
    const voided = await trx
      .updateTable('gift_vouchers')
      .set({ state: 'void' })
      .where('id', '=', voucherId)
      .where('state', '=', 'active')
      .returning(['balance'])
      .executeTakeFirst()
    if (!voided) {
      const known = await trx
        .selectFrom('gift_vouchers')
        .select('id')
        .where('id', '=', voucherId)
        .where('state', '!=', 'pending')
        .executeTakeFirst()
      if (!known) throw notFound('gift voucher', voucherId, 'voucherId')
      throw notActive('This voucher is void or refunded already.')
    }
    await recordMove(trx, {
      voucher_id: voucherId,
      kind: 'voided',
      amount: 0,
      actor: admin.user.email,
      at,
    })
    await recordAudit(
      trx,
      admin,
      {
        action: 'gift_voucher_voided',
        entity: 'gift_voucher',
        entityId: voucherId,
        before: { balance: voided.balance },
        after: { state: 'void' },
      },
      deps.now(),
    )
  })
  return adminVoucher(deps, voucherId)
}

/**
 * Gives what is left back to the card the voucher was bought with, once (decision 045): the
 * balance is taken off the voucher first, by a conditional update; the gateway's refund, keyed
 * by the voucher and what was refunded before, follows. A gateway that fails puts the balance
 * back, so staff may try again and the buyer is refunded once.
 */
export async function refundGiftVoucher(
  deps: StaffDeps,
  admin: AdminVisit,
  voucherId: string,
): Promise<AdminGiftVoucher> {
  const voucher = await deps.db
    .selectFrom('gift_vouchers')
    .selectAll()
    .where('id', '=', voucherId)
    .where('state', '!=', 'pending')
    .executeTakeFirst()
  if (!voucher) throw notFound('gift voucher', voucherId, 'voucherId')
  const amount = voucher.balance
  if (voucher.state !== 'active' || amount === 0)
    throw notActive('Nothing is left on this voucher to refund.')
  const at = deps.now().toISOString()
  const claimed = await inTransaction(deps.db, async (trx) => {
    const taken = await trx
      .updateTable('gift_vouchers')
      .set({
        state: 'refunded',
        balance: 0,
        refunded: voucher.refunded + amount,
      })
      .where('id', '=', voucherId)
      .where('state', '=', 'active')
      .where('balance', '=', amount)
      .where('refunded', '=', voucher.refunded)
      .executeTakeFirst()
    if (Number(taken.numUpdatedRows) !== 1) return false
    await recordMove(trx, {
      voucher_id: voucherId,
      kind: 'refunded',
      amount: -amount,
      actor: admin.user.email,
      at,
    })
    return true
  })
  if (!claimed)
    throw notActive('This voucher changed meanwhile. Please look at it again.')
  try {
    await deps.gateway.refund(
      voucher.intent,
      amount,
      `gift-voucher:${voucherId}:${voucher.refunded}`,
    )
  } catch (error) {
    await inTransaction(deps.db, async (trx) => {
      await trx
        .updateTable('gift_vouchers')
        .set({ state: 'active', balance: amount, refunded: voucher.refunded })
        .where('id', '=', voucherId)
        .where('state', '=', 'refunded')
        .where('balance', '=', 0)
        .execute()
      await trx
        .deleteFrom('gift_voucher_moves')
        .where('voucher_id', '=', voucherId)
        .where('kind', '=', 'refunded')
        .where('created_at', '=', at)
        .execute()
    })
    gatewayUnavailable(error)
  }
  await recordAudit(
    deps.db,
    admin,
    {
      action: 'gift_voucher_refunded',
      entity: 'gift_voucher',
      entityId: voucherId,
      before: { balance: amount },
      after: { refunded: amount },
    },
    deps.now(),
  )
  return adminVoucher(deps, voucherId)
}
