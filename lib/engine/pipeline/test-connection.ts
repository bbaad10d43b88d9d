/** The Settings "Test connection" check: does this client reach its model with this key? */
import { z } from 'zod';
import { isEngineError } from '../errors';
import type { EngineErrorCode } from '../errors';
import type { LlmClient } from '../ports';

export type ConnectionResult =
  { ok: true; model: string } | { ok: false; code: EngineErrorCode; message: string };

const PingSchema = z.object({ ok: z.boolean() });

/** Uses the client's cheap `ping` when it has one, else one tiny completion. Never rejects. */
export async function testConnection(client: LlmClient, signal?: AbortSignal): Promise<ConnectionResult> {
  try {
    const pingable = client as LlmClient & { ping?: (signal?: AbortSignal) => Promise<void> };
    if (typeof pingable.ping === 'function') await pingable.ping(signal);
    else {
      await client.complete({
        purpose: 'test connection',
        schemaName: 'connection_test',
        schema: PingSchema,
        system: 'Answer {"ok": true}.',
        user: 'Are you there?',
        maxOutputTokens: 20,
        ...(signal ? { signal } : {}),
      });
    }
    return { ok: true, model: client.model };
  } catch (error) {
    if (isEngineError(error)) return { ok: false, code: error.code, message: error.message };
    return { ok: false, code: 'llm/unavailable', message: `The model check failed: ${String(error)}` };
  }
}
