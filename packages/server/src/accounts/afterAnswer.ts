/** Work started once a request's answer is settled: the mails of account requests. */
export interface AfterAnswer {
  /** Runs `task` without holding up the answer; its failure is logged. */
  run(task: () => Promise<unknown>): void
  /** Resolves once every task started so far has ended (tests, shutdown). */
  settled(): Promise<void>
}

/**
 * Mails of requests that must answer alike for known and unknown addresses are written after
 * the answer, so that the time to answer does not tell whether an address has an account
 * (ASVS 6.3.8).
 */
export function createAfterAnswer(
  logError: (error: unknown) => void,
): AfterAnswer {
  const pending = new Set<Promise<void>>()
  return {
    run(task) {
      const running: Promise<void> = new Promise<void>((resolve) =>
        setImmediate(resolve),
      )
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => logError(error),
        )
        .finally(() => pending.delete(running))
      pending.add(running)
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending])
    },
  }
}
