import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

function Views() {
  const [active, setActive] = useState<'a' | 'b' | 'c'>('b');
  return (
    <Tabs
      active={active}
      onChange={setActive}
      tabs={[
        { key: 'a', header: 'Finances', icon: 'pi pi-chart-line', content: <p>Figures</p> },
        { key: 'b', header: 'Expenses', icon: 'pi pi-wallet', content: <p>Bills</p> },
        { key: 'c', header: 'Files', icon: 'pi pi-folder', content: <p>Documents</p> },
      ]}
    />
  );
}

describe('tabs', () => {
  afterEach(cleanup);

  it('shows the open tab’s panel only, named by its tab, and one Tab-key stop', () => {
    render(<Views />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'Expenses' });
    expect(panel.textContent).toBe('Bills');
    expect(tabs[1]?.getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.queryByText('Figures')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Files' }));
    expect(screen.getByRole('tabpanel', { name: 'Files' }).textContent).toBe('Documents');
  });

  it('moves between tabs with the arrow keys, Home and End, round the ends, and opens one with Enter or Space', () => {
    render(<Views />);
    const [finances, expenses, files] = screen.getAllByRole('tab') as [HTMLElement, HTMLElement, HTMLElement];
    expenses.focus();
    fireEvent.keyDown(expenses, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(files);
    fireEvent.keyDown(files, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(finances);
    // Focus alone does not open a tab.
    expect(screen.getByRole('tabpanel').textContent).toBe('Bills');
    fireEvent.keyDown(finances, { key: 'Enter' });
    expect(screen.getByRole('tabpanel', { name: 'Finances' }).textContent).toBe('Figures');
    fireEvent.keyDown(finances, { key: 'End' });
    expect(document.activeElement).toBe(files);
    fireEvent.keyDown(files, { key: 'ArrowLeft' });
    fireEvent.keyDown(expenses, { key: 'Home' });
    expect(document.activeElement).toBe(finances);
    fireEvent.keyDown(finances, { key: 'ArrowLeft' });
    fireEvent.keyDown(files, { key: ' ' });
    expect(screen.getByRole('tabpanel', { name: 'Files' }).textContent).toBe('Documents');
  });
});
