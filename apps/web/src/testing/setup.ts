import { configure } from '@testing-library/react';

// A search waits for the typing pause, then the answer renders: on CI's two loaded cores that can
// take longer than Testing Library's default second for findBy and waitFor.
configure({ asyncUtilTimeout: 3000 });

// jsdom lacks these browser APIs that PrimeReact and Chart.js touch.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}

// The tests speak both languages from the start: both catalogues loaded before any test runs (the
// app loads the one it speaks, i18n/index.ts).
const { default: i18n, i18nReady } = await import('@/i18n');
await i18nReady;
await i18n.loadLanguages(['en', 'pt']);
