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
        shown = document.createElement('style');
        for (const { name, value } of style.attributes) shown.setAttribute(name, value);
        head.appendChild(shown);
        copies.set(style, shown);
      }
      if (shown.textContent !== style.textContent) shown.textContent = style.textContent;
    }
  };
  // The observer's records come once per task's worth of writes: all of a drawing's mounts at once.
  new MutationObserver(copy).observe(container, { childList: true, subtree: true, characterData: true });
  return container;
}
