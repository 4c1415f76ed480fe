import { ProgressSpinner } from 'primereact/progressspinner';

/** Shown while a page's code or first data loads. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} strokeWidth="4" />
    </div>
  );
}
