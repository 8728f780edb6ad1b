// Cluster check: a scheduled job runs once a round across the processes (issue 34). Every
// process's timer fires each second here (DUE_PAYMENTS_EVERY_MS); the rounds' claims in job_runs
// say which process ran each, and that none ran twice or was left out.
import { postgresRows } from '../../../bench/support/databaseRows.mjs'

const EVERY_MS = 1000

export const jobOnce = {
  name: 'issue 34: a scheduled job (the due payments, every second here) runs once a round across 4 processes',
  env: { DUE_PAYMENTS_EVERY_MS: String(EVERY_MS) },
  async run({ cluster }) {
    const database = postgresRows(cluster.databaseUrl)
    try {
      const since = Math.floor(Date.now() / EVERY_MS)
      await new Promise((resolve) => setTimeout(resolve, 5 * EVERY_MS + 300))
      const claims = await database.rows(
        "SELECT round, claimed_by FROM job_runs WHERE job = 'due_payments' AND round > ? ORDER BY round",
        [since],
      )
      const rounds = claims.map((claim) => Number(claim.round))
      const processes = new Set(claims.map((claim) => claim.claimed_by))
      const span = rounds.length ? rounds.at(-1) - rounds[0] + 1 : 0
      return {
        ok:
          rounds.length >= 4 &&
          new Set(rounds).size === rounds.length &&
          span === rounds.length,
        detail: `${rounds.length} rounds in ${span} seconds, each claimed once, by ${processes.size} of the processes (${[...processes].join(', ')})`,
      }
    } finally {
      await database.close()
    }
  },
}
