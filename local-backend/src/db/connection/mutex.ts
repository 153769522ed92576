/**
 * A FIFO mutex. PGlite is a single connection, so every piece of work that talks
 * to it (a request's transaction, a realtime visibility check, bootstrap) runs
 * inside `run` and never interleaves with another.
 */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();
  private pending = 0;

  run<T>(work: () => Promise<T>): Promise<T> {
    this.pending += 1;
    const result = this.tail.then(work);
    this.tail = result.then(
      () => this.release(),
      () => this.release(),
    );
    return result;
  }

  /** Resolves once everything queued so far has finished. */
  idle(): Promise<void> {
    return this.tail;
  }

  get queued(): number {
    return this.pending;
  }

  private release(): void {
    this.pending -= 1;
  }
}
