/** Per-host concurrency limit for page fetches: at most N requests in flight per host, the rest wait in order. */

export class HostLimiter {
  private readonly active = new Map<string, number>();
  private readonly waiting = new Map<string, (() => void)[]>();

  constructor(private readonly perHost: number) {}

  /** Runs `task` when the URL's host has a free slot. */
  async run<T>(url: string, task: () => Promise<T>): Promise<T> {
    const host = hostOf(url);
    await this.acquire(host);
    try {
      return await task();
    } finally {
      this.release(host);
    }
  }

  private acquire(host: string): Promise<void> {
    const n = this.active.get(host) ?? 0;
    if (n < this.perHost) {
      this.active.set(host, n + 1);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const queue = this.waiting.get(host) ?? [];
      queue.push(() => {
        this.active.set(host, (this.active.get(host) ?? 0) + 1);
        resolve();
      });
      this.waiting.set(host, queue);
    });
  }

  private release(host: string): void {
    this.active.set(host, (this.active.get(host) ?? 1) - 1);
    const next = this.waiting.get(host)?.shift();
    if (next) next();
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return url;
  }
}
