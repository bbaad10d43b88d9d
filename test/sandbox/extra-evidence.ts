/**
 * Evidence pages a test adds beside the corpus (`sandbox.setPages` with a host and path the corpus lacks): served,
 * found by every search API and annotated for the model like corpus pages, until the next `setPages`. Module state:
 * one sandbox per test process sets them (as the integration harness runs one per file).
 */
import type { SandboxEvidencePage } from './corpus/types';
import { EVIDENCE } from './corpus/index';

let extra: readonly SandboxEvidencePage[] = [];
let version = 0;

/** Replaces the added pages (an empty list restores the bare corpus). */
export function setExtraEvidence(pages: readonly SandboxEvidencePage[]): void {
  extra = [...pages];
  version += 1;
}

/** The corpus followed by the added pages. */
export function allEvidence(): readonly SandboxEvidencePage[] {
  return extra.length === 0 ? EVIDENCE : [...EVIDENCE, ...extra];
}

/** The added pages. */
export function extraEvidence(): readonly SandboxEvidencePage[] {
  return extra;
}

/** Changes whenever the added pages do (for caches built over `allEvidence`). */
export function extraEvidenceVersion(): number {
  return version;
}
