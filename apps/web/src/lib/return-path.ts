/** The query parameter that carries where to go back to after login. */
export const RETURN_PARAM = 'redirect';

/** Pages a return path never leads to: they are for signed-out visitors. */
const ANONYMOUS_PAGES = [
  '/login',
  '/registration',
  '/activateAccount',
  '/requestResetPassword',
  '/resetPassword',
];

/**
 * The page to go back to after login, if `value` is a path of this app: a relative path starting
 * with one '/' that stays on this origin once resolved. Anything else (an absolute or
 * protocol-relative URL such as '//evil.example', a backslash, a scheme, control characters) is
 * refused, so that the login page can never be made to send a user to another site.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//')) return null;
  // Browsers read '\' as '/' in URLs ('/\evil.example'), and strip tabs and line ends.
  if (value.includes('\\') || [...value].some((char) => char < ' ' || char === '\u007f')) return null;
  const base = 'http://return.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  if (ANONYMOUS_PAGES.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** '/login?redirect=…' for a page, or '/login' when there is nothing safe to come back to. */
export function loginPathFor(returnPath: string | null | undefined): string {
  const safe = safeReturnPath(returnPath);
  return safe && safe !== '/'
    ? `/login?${new URLSearchParams({ [RETURN_PARAM]: safe }).toString()}`
    : '/login';
}
