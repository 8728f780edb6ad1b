// Cluster check (b): a forms limit of N a minute allows N in all across the processes, for one
// client address reaching them through the balancer (the counters are in PostgreSQL).

/** The forms limit the cluster checks start the servers with. */
const FORMS_PER_MINUTE = 6
const SENT = FORMS_PER_MINUTE * 4

export const sharedRateLimit = {
  name: `issue 34: a rate limit of ${FORMS_PER_MINUTE} a minute allows ${FORMS_PER_MINUTE} in all across 4 processes, not ${FORMS_PER_MINUTE} per process`,
  env: { RATE_LIMIT_FORMS_PER_MINUTE: String(FORMS_PER_MINUTE) },
  async run({ cluster }) {
    const before = await cluster.haproxy.serverStats()
    // All at once, so that the balancer spreads them over the processes. The limit is counted
    // before the body is read: an empty form counts as a sent one (400).
    const statuses = await Promise.all(
      Array.from({ length: SENT }, async () => {
        const response = await fetch(
          `${cluster.origin}/api/v1/service/callback-request`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          },
        )
        await response.arrayBuffer()
        return response.status
      }),
    )
    const after = await cluster.haproxy.serverStats()
    const perServer = Object.keys(after).map(
      (name) => after[name].sessions - (before[name]?.sessions ?? 0),
    )
    const limited = statuses.filter((status) => status === 429).length
    const allowed = statuses.length - limited
    const reached = perServer.filter((count) => count > 0).length
    return {
      ok: allowed === FORMS_PER_MINUTE && reached > 1,
      detail: `${SENT} sent: ${allowed} let through (${[...new Set(statuses.filter((s) => s !== 429))]}), ${limited} answered 429; requests per process [${perServer}]`,
    }
  },
}
