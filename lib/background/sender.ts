/** Checks that a message comes from this extension (its pages or its content scripts). */
export function isFromThisExtension(sender: { id?: string } | undefined): boolean {
  return sender?.id === browser.runtime.id;
}
