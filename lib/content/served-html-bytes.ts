/** The page's HTML size as the browser received it (Navigation Timing), so the size gate need not serialise the DOM. */

/**
 * Decoded bytes of the document's HTML from its navigation entry, or undefined when the browser does not say (a
 * page opened from the cache without an entry, an older browser): extraction then measures `outerHTML` itself.
 */
export function servedHtmlBytes(
  perf: Pick<Performance, 'getEntriesByType'> = performance,
): number | undefined {
  try {
    const entry = perf.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const bytes = entry?.decodedBodySize ?? 0;
    return bytes > 0 ? bytes : undefined;
  } catch {
    return undefined;
  }
}
