/** The Settings "Test connection" check: one real structured request, and what it proves works (or which step fails). */
import { z } from 'zod';
import { isEngineError } from '../../errors';
import type { EngineErrorCode } from '../../errors';
import type { LlmClient } from '../../ports';
import { deadline } from '../../deadline';
import { instruction, userMessage } from '../../schemas';
import { CONNECTION_TEST_SYSTEM } from './prompts';

/** 'ok' proven, 'failed' the step that broke, 'unknown' not reached because an earlier step failed. */
type StepState = 'ok' | 'failed' | 'unknown';

interface ConnectionReport {
  ok: boolean;
  model: string;
  steps: { reachable: StepState; key: StepState; model: StepState; structured: StepState };
  /** Round trip of the structured request, when it answered. */
  latencyMs: number | null;
  /** One sentence for the user: what works, or what failed and what to do. */
  message: string;
  code: EngineErrorCode | null;
}

interface TestConnectionOptions {
  /** How long the real request may take before the server counts as not answering (default 20 s). */
  timeoutMs?: number;
  now?: () => number;
  signal?: AbortSignal;
}

/** The tiny json_schema completion: the model has to answer `{"ok": true}` through structured output. */
const ProbeSchema = z.object({ ok: z.literal(true) });

const DEFAULT_TIMEOUT_MS = 20_000;

type Steps = ConnectionReport['steps'];

/** Which steps an error code proves broken, and which it proves working. */
function stepsFor(code: EngineErrorCode): Steps {
  switch (code) {
    case 'llm/bad-key':
    case 'llm/quota':
      return { reachable: 'ok', key: 'failed', model: 'unknown', structured: 'unknown' };
    case 'llm/model-not-found':
      return { reachable: 'ok', key: 'ok', model: 'failed', structured: 'unknown' };
    case 'llm/invalid-output':
      return { reachable: 'ok', key: 'ok', model: 'ok', structured: 'failed' };
    case 'llm/rate-limited':
      return { reachable: 'ok', key: 'ok', model: 'unknown', structured: 'unknown' };
    default:
      return { reachable: 'failed', key: 'unknown', model: 'unknown', structured: 'unknown' };
  }
}

/** Pings (when the client can) then sends one structured request with a deadline. Never rejects. */
export async function testConnection(
  client: LlmClient,
  options: TestConnectionOptions = {},
): Promise<ConnectionReport> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? (() => Date.now());
  const report = (
    steps: Steps,
    message: string,
    code: EngineErrorCode | null,
    latencyMs: number | null = null,
  ) => ({
    ok: code === null,
    model: client.model,
    steps,
    latencyMs,
    message,
    code,
  });
  let pinged = false;
  const limit = deadline(timeoutMs, options.signal);
  try {
    const pingable = client as LlmClient & { ping?: (signal?: AbortSignal) => Promise<void> };
    if (typeof pingable.ping === 'function') {
      await pingable.ping(limit.signal);
      pinged = true;
    }
    const started = now();
    await client.complete({
      purpose: 'test connection',
      schemaName: 'connection_test',
      schema: ProbeSchema,
      system: CONNECTION_TEST_SYSTEM,
      user: userMessage(instruction`Reply now.`),
      maxOutputTokens: 30,
      signal: limit.signal,
    });
    const latencyMs = Math.max(0, Math.round(now() - started));
    return report(
      { reachable: 'ok', key: 'ok', model: 'ok', structured: 'ok' },
      `Works: ${client.model} answered a structured request in ${(latencyMs / 1000).toFixed(1)} s.`,
      null,
      latencyMs,
    );
  } catch (error) {
    if (limit.timedOut()) {
      const seconds = Math.round(timeoutMs / 1000);
      return report(
        pinged
          ? { reachable: 'ok', key: 'ok', model: 'ok', structured: 'failed' }
          : { reachable: 'failed', key: 'unknown', model: 'unknown', structured: 'unknown' },
        timeoutWords(client, pinged, seconds),
        'llm/timeout',
      );
    }
    const code: EngineErrorCode = isEngineError(error) ? error.code : 'llm/unavailable';
    const message = isEngineError(error) ? error.message : `The model check failed: ${String(error)}`;
    const steps = stepsFor(code);
    // A ping that passed proves the server, and usually the key, before the request failed.
    if (pinged && steps.reachable === 'failed') steps.reachable = 'ok';
    return report(steps, message, code);
  } finally {
    limit.dispose();
  }
}

/** What a test that ran out of time means; Chrome's built-in model runs on this computer (no server, no URL). */
function timeoutWords(client: LlmClient, pinged: boolean, seconds: number): string {
  if (client.id === 'chrome-builtin')
    return pinged
      ? `Chrome's built-in model is on this computer but did not answer within ${seconds} s: checks would hang. Close other heavy tabs and try again.`
      : `Chrome did not say within ${seconds} s whether its built-in model is ready on this computer: try again.`;
  return pinged
    ? `The server answers, but ${client.model} did not complete a real request within ${seconds} s: checks would hang. Try a smaller model or another server.`
    : `No answer within ${seconds} s: check the base URL and that the server is running.`;
}
