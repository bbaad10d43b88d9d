import { UseChromeModelButton } from './use-chrome-model-button';
import { nextStep, type KeylessSituation } from '@/lib/presentation/keyless-guidance';
import { fieldLink } from '@/lib/settings/provider-registry';
import { ExternalLink } from './external-link';
import { FactIndexOffer } from './fact-index-offer';
import { usePanel } from './panel-context';

/** Where "Add a free OpenAlex key" lands: the OpenAlex key field in Settings, else its switch. */
const OPENALEX_KEY_FIELD = [
  '[data-provider="openalex"] input[type="password"]',
  '[data-provider="openalex"] input',
];

const openAlexKeyLink = fieldLink('openalex');

/** The one step that would help this user most (see keyless-guidance.ts), as something to click; nothing if none. */
export function NextStep({ situation }: { situation: KeylessSituation }) {
  const { showTab } = usePanel();
  const step = nextStep(situation);
  if (!step) return null;
  return (
    <div className="next-step" data-testid="next-step" data-step={step.id}>
      <p>
        <strong>What would help most:</strong> {step.why}
      </p>
      {step.id === 'download-fact-checks' && <FactIndexOffer />}
      {step.id === 'openalex-key' && (
        <p className="button-row">
          <button type="button" className="primary" onClick={() => showTab('settings', OPENALEX_KEY_FIELD)}>
            {step.label}
          </button>
          {openAlexKeyLink && <ExternalLink href={openAlexKeyLink.url}>{openAlexKeyLink.text}</ExternalLink>}
        </p>
      )}
      {step.id === 'chrome-model' && <UseChromeModelButton label={step.label} />}
    </div>
  );
}
