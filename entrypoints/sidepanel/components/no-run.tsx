/** What a results tab shows before a run is chosen or while it has no results. */
export function NoRun({ what }: { what: string }) {
  return (
    <p className="muted" data-testid="no-run">
      {what} Start a check in the Check tab, or reopen a run from History.
    </p>
  );
}
