/**
 * Samples the process's resident set size (process.memoryUsage().rss) on a timer and on demand,
 * keeping the peak since the last reset. The timer is unref'd so it never keeps the process alive.
 */
export class RssSampler {
  #peak = 0;
  #timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly intervalMs = 10) {}

  /** Takes one sample now and returns it (bytes). */
  sample(): number {
    const rss = process.memoryUsage.rss();
    if (rss > this.#peak) this.#peak = rss;
    return rss;
  }

  /** Starts sampling with a fresh peak; returns the RSS at the start. */
  start(): number {
    this.stop();
    this.#peak = 0;
    this.#timer = setInterval(() => this.sample(), this.intervalMs);
    this.#timer.unref();
    return this.sample();
  }

  /** Stops sampling and returns the peak RSS seen since start() (bytes). */
  stop(): number {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    this.sample();
    return this.#peak;
  }

  get peak(): number {
    return this.#peak;
  }
}

export function mebibytes(bytes: number): number {
  return bytes / (1024 * 1024);
}
