import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Menubar, type MenubarItem } from './menubar';

function Where() {
  return <output aria-label="where">{useLocation().pathname}</output>;
}

function renderMenu(onLogout = vi.fn()) {
  const items: MenubarItem[] = [
    { label: 'Overview', icon: 'pi pi-chart-bar', to: '/overview', current: true },
    { label: 'Properties', icon: 'pi pi-building', to: '/properties' },
    {
      label: 'Account',
      icon: 'pi pi-user',
      items: [
        { label: 'Profile', icon: 'pi pi-id-card', to: '/profile' },
        { label: 'Logout', icon: 'pi pi-sign-out', onSelect: onLogout },
      ],
    },
  ];
  render(
    <MemoryRouter initialEntries={['/overview']}>
      <Menubar label="Main menu" buttonLabel="Main menu" items={items} start={<a href="/">Brand</a>} />
      <Where />
    </MemoryRouter>,
  );
  return screen.getByRole('menubar', { name: 'Main menu' });
}

/** The item the menu's keyboard points at. */
const pointed = (menu: HTMLElement) => {
  const id = menu.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
};
const where = () => screen.getByRole('status', { name: 'where' }).textContent;

describe('menubar', () => {
  afterEach(cleanup);

  it('names its items, marks the current page and keeps its submenu folded', () => {
    renderMenu();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Overview',
      'Properties',
      'Account',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('menuitem', { name: 'Account' }).getAttribute('aria-expanded')).toBe('false');
    // Only the menu is a stop of the Tab key, not each of its items.
    expect(screen.getAllByRole('menuitem').map((item) => item.tabIndex)).toEqual([-1, -1, -1]);
    expect(screen.getByRole('menubar').tabIndex).toBe(0);
  });

  it('points at its first item when focused and moves with the arrow, Home and End keys', () => {
    const menu = renderMenu();
    fireEvent.focus(menu);
    expect(pointed(menu)).toBe('Overview');
    expect(document.querySelector('.p-focus')?.textContent).toBe('Overview');
    fireEvent.keyDown(menu, { key: 'ArrowRight' });
    expect(pointed(menu)).toBe('Properties');
    fireEvent.keyDown(menu, { key: 'ArrowLeft' });
    fireEvent.keyDown(menu, { key: 'ArrowLeft' });
    expect(pointed(menu)).toBe('Account');
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(pointed(menu)).toBe('Overview');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(pointed(menu)).toBe('Account');
  });

  it('opens a submenu with Down, walks it, and goes back to its item with Escape', () => {
    const menu = renderMenu();
    fireEvent.focus(menu);
    fireEvent.keyDown(menu, { key: 'End' });
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(screen.getByRole('menu', { name: 'Account' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Account' }).getAttribute('aria-expanded')).toBe('true');
    expect(pointed(menu)).toBe('Profile');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(pointed(menu)).toBe('Logout');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(pointed(menu)).toBe('Profile');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(pointed(menu)).toBe('Account');
  });

  it('follows a link item or runs an action item with Enter, folding the submenu', () => {
    const logout = vi.fn();
    const menu = renderMenu(logout);
    fireEvent.focus(menu);
    fireEvent.keyDown(menu, { key: 'ArrowRight' });
    fireEvent.keyDown(menu, { key: 'Enter' });
    expect(where()).toBe('/properties');

    fireEvent.keyDown(menu, { key: 'End' });
    fireEvent.keyDown(menu, { key: 'Enter' });
    expect(pointed(menu)).toBe('Profile');
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    fireEvent.keyDown(menu, { key: ' ' });
    expect(logout).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens a submenu on a press, follows its items and folds away on a press elsewhere', () => {
    renderMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Account' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(where()).toBe('/profile');
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(screen.getByRole('menuitem', { name: 'Account' }));
    expect(screen.getByRole('menu', { name: 'Account' })).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it("shows the phone's menu behind its button", () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Main menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.closest('.p-menubar')?.classList.contains('p-menubar-mobile-active')).toBe(true);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Properties' }));
    expect(where()).toBe('/properties');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
