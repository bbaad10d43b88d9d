import type { Settings } from '@/lib/settings/settings';

const MODEL_WHERE: Record<Settings['model']['provider'], string> = {
  none: 'No model is set, so no article text leaves the browser.',
  openai: 'The article text and the evidence passages go to OpenAI (api.openai.com).',
  'openai-compatible': 'The article text and the evidence passages go to the server at your base URL.',
  'chrome-builtin': "The article text stays on this computer (Chrome's built-in model).",
};

/** What leaves the browser, to whom and when — stated for the current settings. */
export function PrivacySection({ settings }: { settings: Settings }) {
  const { search } = settings;
  const providers = [
    search.wikipedia && 'Wikipedia',
    search.openalex && 'OpenAlex',
    search.factcheck.enabled && 'Google Fact Check Tools',
    search.searxng.enabled && `SearXNG (${search.searxng.url || 'no URL set'})`,
    search.brave.enabled && 'Brave Search',
    search.tavily.enabled && 'Tavily',
  ].filter(Boolean);
  return (
    <section className="card" aria-labelledby="settings-privacy" data-testid="privacy">
      <h2 id="settings-privacy">Privacy</h2>
      <p>Nothing leaves the browser until you click “Check this article” or “Challenge this claim”. Then:</p>
      <ul>
        <li>
          <strong>To the model provider:</strong> {MODEL_WHERE[settings.model.provider]}
        </li>
        <li>
          <strong>To the search providers:</strong> the search queries written from the claims go to{' '}
          {providers.length ? providers.join(', ') : 'none (all are off)'}.
        </li>
        <li>
          <strong>To the sites found:</strong> the evidence pages are fetched from their own sites, like a
          normal visit without your cookies.
        </li>
        <li>
          <strong>Nothing else:</strong> no telemetry, no analytics, no account. Keys stay in this browser’s
          extension storage and are sent only to their own provider. Runs are saved only in this browser
          (History).
        </li>
      </ul>
    </section>
  );
}
