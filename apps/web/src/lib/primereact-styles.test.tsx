import { cleanup, render, screen } from '@testing-library/react';
import { PrimeReactProvider } from 'primereact/api';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createPrimeReactStyleContainer } from './primereact-styles';

/** Resolves once the style container's observer has had its turn. */
const observerTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

function Page({ head, buttons }: { head: HTMLElement; buttons: number }) {
  const [styleContainer] = useState(() => createPrimeReactStyleContainer(head));
  return (
    <PrimeReactProvider value={{ styleContainer }}>
      {Array.from({ length: buttons }, (_, index) => `Button ${index}`).map((label) => (
        <Button key={label} label={label} />
      ))}
      <Tag value="Paid" />
    </PrimeReactProvider>
  );
}

describe('PrimeReact styles', () => {
  afterEach(cleanup);

  it('puts each PrimeReact style in the page once, however many components write it', async () => {
    const head = document.createElement('div');
    document.body.append(head);
    let writes = 0;
    new MutationObserver((records) => {
      writes += records.length;
    }).observe(head, { childList: true, subtree: true, characterData: true });

    const { rerender } = render(<Page head={head} buttons={30} />);
    await observerTurn();
    expect(screen.getAllByRole('button')).toHaveLength(30);
    const names = [...head.querySelectorAll('style')].map((style) => style.dataset.primereactStyleId);
    // One element per style PrimeReact loads: its base, global and common styles (the button's are
    // in the common ones) and each component's own.
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['base', 'common', 'tag']));
    expect(head.querySelector('style[data-primereact-style-id="common"]')?.textContent).toContain(
      '.p-button',
    );
    const writesForFirstPage = writes;

    // Thirty more buttons write PrimeReact's styles thirty times more: the page's copies stay as they are.
    rerender(<Page head={head} buttons={60} />);
    await observerTurn();
    expect(screen.getAllByRole('button')).toHaveLength(60);
    expect(writes).toBe(writesForFirstPage);
    expect(head.querySelectorAll('style')).toHaveLength(names.length);
  });

  it('takes on the styles a page drawn at build time arrived with, instead of adding them again', async () => {
    const head = document.createElement('div');
    document.body.append(head);
    const drawn = document.createElement('style');
    drawn.dataset.primereactStyleId = 'common';
    drawn.textContent = '.p-component { box-sizing: border-box; }';
    head.append(drawn);

    render(<Page head={head} buttons={2} />);
    await observerTurn();
    expect(head.querySelectorAll('style[data-primereact-style-id="common"]')).toHaveLength(1);
    expect(head.firstElementChild).toBe(drawn);
    expect(drawn.textContent).toContain('.p-button');
  });
});
