import { AsyncLocalStorage } from 'node:async_hooks'

/** The transaction a piece of work runs inside, while it is open. */
interface TransactionScope {
  open: boolean
  /** Whether the transaction has taken its connection; any later one would be the outer handle's. */
  connected: boolean
}

const scopes = new AsyncLocalStorage<TransactionScope>()

/** A query on the outer handle inside a transaction: on SQLite's one connection it would wait forever. */
export class OuterConnectionInTransaction extends Error {
  constructor() {
    super(
      'A query ran on the outer database handle inside a transaction; use the transaction’s own handle (decision 039).',
    )
  }
}

/** Runs `work` as a transaction's scope: a second connection asked for inside it is refused. */
export async function inTransactionScope<T>(
  work: () => Promise<T>,
): Promise<T> {
  // A transaction inside another would wait for the connection the outer one holds.
  if (scopes.getStore()?.open) throw new OuterConnectionInTransaction()
  const scope: TransactionScope = { open: true, connected: false }
  try {
    return await scopes.run(scope, work)
  } finally {
    // Work the transaction started and left running (a mail after the answer) may query freely.
    scope.open = false
  }
}

/** Called as a connection is asked for: the transaction's first, or a refusal for any other. */
export function claimConnection(): void {
  const scope = scopes.getStore()
  if (!scope?.open) return
  if (scope.connected) throw new OuterConnectionInTransaction()
  scope.connected = true
}
