/**
 * Where PrimeReact writes its components' own styles (its `styleContainer` option).
 *
 * PrimeReact keeps one `<style>` element per component kind, but every component it mounts writes
 * that element's text again, even unchanged, and each write makes the browser read the style sheet
 * anew and restyle the whole page: a page with fifty buttons, tags and skeletons paid some two
 * hundred such restylings as it drew (docs/performance.md). PrimeReact writes into an element kept
 * out of the page here instead, and each of its style elements is copied into the page's head once,
 * then again only when its text really changes.
 */
export function createPrimeReactStyleContainer(head: HTMLElement = document.head): HTMLElement {
  const container = document.createElement('div');
  const copies = new Map<HTMLStyleElement, HTMLStyleElement>();
  const copy = () => {
    for (const style of container.querySelectorAll('style')) {
      let shown = copies.get(style);
      if (!shown) {
        // A page drawn at build time arrives with PrimeReact's styles in its head: they are taken on.
        const name = style.dataset.primereactStyleId ?? '';
        const claimed = new Set(copies.values());
        shown =
          [...head.querySelectorAll<HTMLStyleElement>('style[data-primereact-style-id]')].find(
            (existing) => existing.dataset.primereactStyleId === name && !claimed.has(existing),
          ) ?? head.appendChild(document.createElement('style'));
        for (const { name: attribute, value } of style.attributes) shown.setAttribute(attribute, value);
        copies.set(style, shown);
      }
      if (shown.textContent !== style.textContent) shown.textContent = style.textContent;
    }
  };
  // The observer's records come once per task's worth of writes: all of a drawing's mounts at once.
  new MutationObserver(copy).observe(container, { childList: true, subtree: true, characterData: true });
  return container;
}
