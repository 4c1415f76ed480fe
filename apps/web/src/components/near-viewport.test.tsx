import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NearViewport } from './near-viewport';

/** jsdom has no IntersectionObserver: this one reports what a test says the browser sees. */
class SeenObserver {
  static last: SeenObserver | undefined;
  readonly options: IntersectionObserverInit | undefined;
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    SeenObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting }]));
  }
}

describe('NearViewport', () => {
  beforeEach(() => {
    SeenObserver.last = undefined;
    vi.stubGlobal('IntersectionObserver', SeenObserver);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('draws its content once the box comes within a screen of the viewport, and keeps it', () => {
    render(
      <NearViewport className="slot">
        <p>Summary</p>
      </NearViewport>,
    );
    const observer = SeenObserver.last as SeenObserver;
    expect(observer.options?.rootMargin).toBe('100% 0px');
    expect(observer.observed[0]?.className).toBe('slot');
    expect(screen.queryByText('Summary')).toBeNull();
    observer.report(false);
    expect(screen.queryByText('Summary')).toBeNull();
    observer.report(true);
    expect(screen.getByText('Summary')).toBeTruthy();
    expect(observer.disconnected).toBe(true);
  });

  it('draws its content at once, watching nothing, when asked for now', () => {
    render(
      <NearViewport className="slot" now>
        <p>Summary</p>
      </NearViewport>,
    );
    expect(screen.getByText('Summary')).toBeTruthy();
    expect(SeenObserver.last).toBeUndefined();
  });
});
