/**
 * Whether this page's HTML came drawn by the build (scripts/prerender.mjs): its markup is in #root
 * and the styles PrimeReact adds are in the head already, so the app takes over without hiding it.
 */
export const arrivedPrerendered =
  typeof document !== 'undefined' &&
  document.getElementById('root')?.hasAttribute('data-prerendered') === true;

/**
 * The app has drawn the page over the one drawn at build time: that page was inert until now (a
 * field typed into before the app started would have lost its text).
 */
export function takeOverPrerendered(): void {
  const root = document.getElementById('root');
  root?.removeAttribute('inert');
  root?.removeAttribute('data-prerendered');
}
