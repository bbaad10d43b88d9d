import {
  SEARCH_PROVIDER_IDS,
  fieldValues,
  modelProvider,
  searchProvider,
} from '@/lib/settings/provider-registry';
import type { Settings } from '@/lib/settings/settings';

/** What leaves the browser, to whom and when — stated for the current settings, in each provider's own words. */
export function PrivacySection({ settings }: { settings: Settings }) {
  const model = modelProvider(settings.model.provider);
  const providers = SEARCH_PROVIDER_IDS.filter((id) => settings.search[id].enabled).map((id) => {
    const provider = searchProvider(id);
    return provider.privacy(fieldValues(provider, settings.search[id]));
  });
  return (
    <section className="card" aria-labelledby="settings-privacy" data-testid="privacy">
      <h2 id="settings-privacy">Privacy</h2>
      <p>Nothing leaves the browser until you click “Check this article” or “Challenge this claim”. Then:</p>
      <ul>
        <li>
          <strong>To the model provider:</strong> {model.privacy(fieldValues(model, settings.model))}
        </li>
        <li>
          <strong>To the search providers:</strong> the search queries written from the claims go to{' '}
          {providers.length ? providers.join(', ') : 'none (all are off)'}.
        </li>
        <li>
          <strong>To the sites found:</strong> the evidence pages are fetched from their own sites, like a
          normal visit without your cookies.
        </li>
        <li data-testid="privacy-pdf">
          <strong>A PDF:</strong> the file is read in this browser and never uploaded; its text and claims go
          to the model provider and its search queries to the search providers, exactly as for an article. A
          PDF open in a tab is downloaded once more from its own address (without your cookies) to be read.
        </li>
        <li data-testid="privacy-post">
          <strong>A social post:</strong> only its author’s posts are read from the page you are on (not the
          replies); their text and claims go to the model provider and the queries to the search providers, as
          for an article. Nothing is sent to the platform, and nothing is posted.
        </li>
        <li data-testid="privacy-fact-index">
          <strong>The fact-check index:</strong> downloaded only when you ask for it, then once a week, from
          the Data Commons feed (storage.googleapis.com); the request carries nothing of yours. Claims are
          looked up in it on this computer: no claim is sent anywhere to do so.
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
