import { FactIndexOffer } from '../components/fact-index-offer';

/** Settings' card for the local index of professional fact-checks: offer, progress, Cancel, Resume, Remove. */
export function FactIndexSection() {
  return (
    <section className="card" aria-labelledby="settings-fact-index" data-testid="settings-fact-index">
      <h2 id="settings-fact-index">Fact-check index</h2>
      <FactIndexOffer heading={false} />
    </section>
  );
}
