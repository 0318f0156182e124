/**
 * Work under way that a stop waits for: each piece is tracked until it settles, so a database is
 * not closed under a statement or a job that is still running.
 */
export class UnderWay {
  readonly #work = new Set<Promise<unknown>>();

  track<T>(work: Promise<T>): Promise<T> {
    this.#work.add(work);
    return work.finally(() => this.#work.delete(work));
  }

  /**
   * Resolves once nothing is under way. Work may follow other work a few promise steps later (the
   * job queue records a job as done after its handler answered): a turn is waited, until none
   * comes.
   */
  async settled(): Promise<void> {
    do {
      await Promise.allSettled([...this.#work]);
      await new Promise((resolve) => setImmediate(resolve));
    } while (this.#work.size > 0);
  }
}
