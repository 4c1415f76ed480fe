/**
 * The query string of a call for one page of a list (docs/domain.md "Lists a page at a time"):
 * every key in the order given, an empty search left out.
 */
export const pageQueryString = (params: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, value]) => value !== '')
      .map(([key, value]) => [key, String(value)]),
  ).toString();
