import { useState } from 'react';
import { sendMessage } from '@/lib/messaging/messenger';
import type { ConnectionTest } from '@/lib/messaging/protocol';
import { messagingError } from '../components/command-error';
import { BUILTIN_STEP_WORDS } from '@/lib/presentation/builtin-model-words';

const STEP_WORDS: readonly { key: keyof ConnectionTest['steps']; ok: string; failed: string }[] = [
  { key: 'reachable', ok: 'Server reachable', failed: 'Server not reachable' },
  { key: 'key', ok: 'Key accepted', failed: 'Key refused' },
  { key: 'model', ok: 'Model exists', failed: 'Model not found' },
  { key: 'structured', ok: 'Structured output works', failed: 'Structured output failed' },
];

const MARK = { ok: '✓', failed: '✗', unknown: '–' } as const;

/**
 * "Test connection" with exactly the model fields on screen (saved or not): one real structured request, then
 * which steps work and how long it took.
 */
export function TestConnection({
  readFields,
  settingsVersion,
}: {
  readFields(): Record<string, unknown>;
  /** Changes whenever a model setting changes (saved or typed): a result stands only for the version it tested. */
  settingsVersion: string;
}) {
  const [tested, setTested] = useState<{
    version: string;
    result: ConnectionTest | { error: string };
  } | null>(null);
  const [testing, setTesting] = useState(false);
  // A result about other settings than those now set is gone, never shown as theirs.
  const result = tested && tested.version === settingsVersion ? tested.result : null;
  // Chrome's built-in model runs on this computer: its steps name no server and no key.
  const [onDevice, setOnDevice] = useState(false);

  async function test() {
    const fields = readFields();
    setOnDevice(fields.provider === 'chrome-builtin');
    // The handler of the latest render: a field saved on its blur by this very click is already counted.
    const testedVersion = settingsVersion;
    setTesting(true);
    setTested(null);
    const show = (shown: ConnectionTest | { error: string }) =>
      setTested({ version: testedVersion, result: shown });
    try {
      const answer = await sendMessage('testConnection', { model: fields });
      show(answer.ok ? answer : { error: answer.error.message });
    } catch (caught) {
      show({ error: messagingError(caught) });
    } finally {
      setTesting(false);
    }
  }

  return (
    <div className="test-connection">
      <div className="button-row">
        <button type="button" onClick={() => void test()} disabled={testing}>
          {testing ? 'Testing…' : 'Test connection'}
        </button>
      </div>
      <div aria-live="polite" className="connection-result-box">
        {result && 'error' in result && (
          <p className="error" role="status" data-testid="connection-result">
            {result.error}
          </p>
        )}
        {result && !('error' in result) && (
          <>
            <p className={result.works ? 'ok' : 'error'} role="status" data-testid="connection-result">
              {result.message}
            </p>
            {result.model !== 'none' && (
              <ul className="connection-steps" data-testid="connection-steps">
                {(onDevice ? BUILTIN_STEP_WORDS : STEP_WORDS).map(({ key, ok, failed }) => {
                  const state = result.steps[key];
                  return (
                    <li key={key} className={`step-${state}`} data-step={key} data-state={state}>
                      <span aria-hidden="true">{MARK[state]}</span>{' '}
                      {state === 'failed' ? failed : state === 'ok' ? ok : `${ok}: not tested`}
                    </li>
                  );
                })}
                {result.latencyMs !== null && (
                  <li data-testid="connection-latency">
                    Answered in {(result.latencyMs / 1000).toFixed(1)} s
                  </li>
                )}
              </ul>
            )}
          </>
        )}
      </div>
    </div>
  );
}
