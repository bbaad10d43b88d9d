import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostLimiter } from '../../../lib/engine/host-limiter';
import { requestJson, type TransportFailure } from '../../../lib/engine/adapters/http/request-json';
import { describeWait, parseRetryAfter } from '../../../lib/engine/adapters/http/retry-after';
import { withRetry, type RetryEvent } from '../../../lib/engine/adapters/http/with-retry';
import { manualClock } from '../../../lib/engine/adapters/memory/system-clock';
import { EngineError } from '../../../lib/engine/errors';
import { sendJson, startLocalServer, type LocalServer } from './local-server';

describe('parseRetryAfter', () => {
  it('reads delta-seconds and HTTP dates, ignores garbage', () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 0);
    expect(parseRetryAfter('12', now)).toBe(12_000);
    expect(parseRetryAfter('0.5', now)).toBe(500);
    expect(parseRetryAfter(new Date(now + 30_000).toUTCString(), now)).toBe(30_000);
    expect(parseRetryAfter(new Date(now - 30_000).toUTCString(), now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
  it('words waits for people', () => {
    expect(describeWait(12_000)).toBe('12 s');
    expect(describeWait(1)).toBe('1 s');
    expect(describeWait(300_000)).toBe('5 min');
  });
});

describe('withRetry', () => {
  const limited = (retryAfterMs?: number) =>
    new EngineError('search/rate-limited', 'Brave Search rate limit reached', {
      retryable: true,
      ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
    });

  it('waits exactly the Retry-After the provider asked for, then succeeds', async () => {
    const clock = manualClock();
    const start = clock.now();
    const events: RetryEvent[] = [];
    let calls = 0;
    const value = await withRetry(
      async () => {
        calls++;
        if (calls < 3) throw limited(7_000);
        return 'ok';
      },
      { maxRetries: 3, clock, onRetry: (event) => events.push(event) },
    );
    expect(value).toBe('ok');
    expect(clock.now() - start).toBe(14_000);
    expect(events.map((event) => event.message)).toEqual([
      'Brave Search rate limit reached: retrying in 7 s (retry 1 of 3)',
      'Brave Search rate limit reached: retrying in 7 s (retry 2 of 3)',
    ]);
  });

  it('backs off exponentially without Retry-After and gives up with an actionable message', async () => {
    const clock = manualClock();
    const start = clock.now();
    const failure = withRetry(() => Promise.reject(limited()), { maxRetries: 2, clock, baseDelayMs: 100 });
    await expect(failure).rejects.toMatchObject({
      code: 'search/rate-limited',
      retryable: true,
      message: 'Brave Search rate limit reached: still failing after 2 retries',
    });
    expect(clock.now() - start).toBe(100 + 200);
  });

  it('never doubles punctuation when a message that ends a sentence takes its retry words', async () => {
    const clock = manualClock();
    const unreachable = () =>
      new EngineError('search/unavailable', 'SearXNG could not be reached at this address.', {
        retryable: true,
      });
    const events: RetryEvent[] = [];
    const failure = withRetry(() => Promise.reject(unreachable()), {
      maxRetries: 1,
      clock,
      baseDelayMs: 10,
      onRetry: (event) => events.push(event),
    });
    await expect(failure).rejects.toMatchObject({
      message: 'SearXNG could not be reached at this address: still failing after 1 retry',
    });
    expect(events[0]?.message).toBe(
      'SearXNG could not be reached at this address: retrying in 1 s (retry 1 of 1)',
    );
  });

  it('never retries errors that are not retryable, nor timeouts', async () => {
    const clock = manualClock();
    let calls = 0;
    const badKey = withRetry(
      async () => {
        calls++;
        throw new EngineError('search/bad-key', 'Brave rejected the key');
      },
      { maxRetries: 3, clock },
    );
    await expect(badKey).rejects.toMatchObject({ code: 'search/bad-key' });
    const timeout = withRetry(
      async () => {
        calls++;
        throw new EngineError('llm/timeout', 'slow', { retryable: true });
      },
      { maxRetries: 3, clock },
    );
    await expect(timeout).rejects.toMatchObject({ code: 'llm/timeout' });
    expect(calls).toBe(2);
  });

  it('does not wait for a Retry-After beyond the cap', async () => {
    const clock = manualClock();
    const start = clock.now();
    await expect(
      withRetry(() => Promise.reject(limited(3_600_000)), { maxRetries: 3, clock }),
    ).rejects.toMatchObject({ message: expect.stringContaining('try again in 60 min') });
    expect(clock.now()).toBe(start);
  });

  it('stops when the signal is aborted during the wait', async () => {
    const clock = manualClock();
    const controller = new AbortController();
    const reason = new EngineError('run/cancelled', 'cancelled');
    let calls = 0;
    const run = withRetry(
      async () => {
        calls++;
        controller.abort(reason);
        throw limited(1_000);
      },
      { maxRetries: 3, clock, signal: controller.signal },
    );
    await expect(run).rejects.toMatchObject({ code: 'search/rate-limited' });
    expect(calls).toBe(1);
  });
});

describe('createHostLimiter', () => {
  it('keeps at most perHost tasks in flight per host and never blocks other hosts', async () => {
    const limiter = createHostLimiter({ perHost: 2 });
    const releases: (() => void)[] = [];
    let peak = 0;
    const started: string[] = [];
    const task = (name: string) => () =>
      new Promise<string>((resolve) => {
        started.push(name);
        peak = Math.max(peak, limiter.active('a.example'));
        releases.push(() => resolve(name));
      });
    const runs = ['a1', 'a2', 'a3', 'a4'].map((name) => limiter.run(`https://a.example/${name}`, task(name)));
    const other = limiter.run('https://b.example/x', task('b1'));
    await Promise.resolve();
    expect(started).toEqual(['a1', 'a2', 'b1']);
    while (releases.length > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all([...runs, other])).toEqual(['a1', 'a2', 'a3', 'a4', 'b1']);
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3', 'a4']);
    expect(peak).toBe(2);
    expect(limiter.active('a.example')).toBe(0);
  });

  it('drops a waiting task when its signal aborts', async () => {
    const limiter = createHostLimiter({ perHost: 1 });
    let release = () => {};
    const first = limiter.run(
      'https://a.example/1',
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    const controller = new AbortController();
    let ran = false;
    const second = limiter.run(
      'https://a.example/2',
      async () => {
        ran = true;
      },
      controller.signal,
    );
    controller.abort(new Error('stop'));
    await expect(second).rejects.toThrow('stop');
    release();
    await first;
    expect(ran).toBe(false);
    expect(limiter.active('a.example')).toBe(0);
  });

  it('says when the last task in flight to a host ends, not before', async () => {
    const limiter = createHostLimiter({ perHost: 2 });
    const releases: (() => void)[] = [];
    const task = () => new Promise<void>((resolve) => releases.push(resolve));
    const runs = [1, 2, 3].map(() => limiter.run('https://a.example/', task));
    let idle = false;
    void limiter.nextIdle('a.example').then(() => (idle = true));
    await new Promise((resolve) => setImmediate(resolve));
    // Two in flight, one waiting: two ends leave the third in flight.
    for (const end of [0, 1]) {
      releases[end]!();
      await new Promise((resolve) => setImmediate(resolve));
      expect(idle).toBe(false);
    }
    releases[2]!();
    await Promise.all(runs);
    await new Promise((resolve) => setImmediate(resolve));
    expect(idle).toBe(true);
    expect(limiter.active('a.example')).toBe(0);
  });
});

describe('requestJson', () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      if (req.url === '/hang') return; // never answers
      if (req.url === '/text') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('plain words');
        return;
      }
      sendJson(res, 200, { hello: 'world' });
    });
  });
  afterAll(() => server.close());

  const onFailure = (failure: TransportFailure) => new Error(`failed: ${failure.kind}`);

  it('answers status and parsed JSON, or the raw text', async () => {
    const json = await requestJson({ fetch, url: `${server.origin}/json`, timeoutMs: 5_000 }, onFailure);
    expect(json).toMatchObject({ status: 200, body: { hello: 'world' } });
    const text = await requestJson({ fetch, url: `${server.origin}/text`, timeoutMs: 5_000 }, onFailure);
    expect(text.body).toBe('plain words');
  });

  it('turns a silent server into a timeout failure and a closed port into a network failure', async () => {
    await expect(
      requestJson({ fetch, url: `${server.origin}/hang`, timeoutMs: 150 }, onFailure),
    ).rejects.toThrow('failed: timeout');
    await expect(
      requestJson({ fetch, url: 'http://127.0.0.1:9/', timeoutMs: 5_000 }, onFailure),
    ).rejects.toThrow('failed: network');
  });

  it('rejects with the caller’s reason when the caller aborts', async () => {
    const controller = new AbortController();
    const reason = new Error('user cancelled');
    const pending = requestJson(
      { fetch, url: `${server.origin}/hang`, timeoutMs: 10_000, signal: controller.signal },
      onFailure,
    );
    setTimeout(() => controller.abort(reason), 20);
    await expect(pending).rejects.toBe(reason);
  });
});
