/**
 * Shown while a page's code or first data loads: a turning icon of the app's icon font, so that the
 * app's shell draws it without PrimeReact's code (docs/performance.md "The app's code").
 */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <i className="pi pi-spin pi-spinner page-loading-icon" aria-hidden="true" />
    </div>
  );
}
