import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { LanguageSelector } from './language-selector';

const button = () => screen.getByRole('button', { name: /^(Language|Idioma)/ });
const list = () => screen.getByRole('listbox');
const pointed = () =>
  document.getElementById(list().getAttribute('aria-activedescendant') ?? '')?.textContent;

describe('LanguageSelector', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    render(
      <>
        <LanguageSelector />
        <p>Elsewhere</p>
      </>,
    );
  });
  afterEach(async () => {
    cleanup();
    await act(() => i18n.changeLanguage('en'));
  });

  it('is a button named after its use and the language shown, opening a list of the languages', () => {
    expect(button().getAttribute('aria-haspopup')).toBe('listbox');
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(button().textContent).toBe('English');
    expect(screen.getByRole('button', { name: 'Language English' })).toBe(button());
    expect(screen.queryByRole('listbox')).toBeNull();

    fireEvent.click(button());
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(button().getAttribute('aria-controls')).toBe(list().id);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => [option.textContent, option.getAttribute('aria-selected')])).toEqual([
      ['English', 'true'],
      ['Português', 'false'],
    ]);
    expect(document.activeElement).toBe(list());
    expect(pointed()).toBe('English');
  });

  it('changes the language with a click on an option, and gives the focus back to the button', () => {
    fireEvent.click(button());
    fireEvent.click(screen.getByRole('option', { name: 'Português' }));
    expect(i18n.language).toBe('pt');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(button().textContent).toBe('Português');
    expect(document.activeElement).toBe(button());
  });

  it('opens with the arrows, moves with them and Home and End, and takes Enter', () => {
    fireEvent.keyDown(button(), { key: 'ArrowDown' });
    expect(pointed()).toBe('English');
    fireEvent.keyDown(list(), { key: 'ArrowDown' });
    expect(pointed()).toBe('Português');
    fireEvent.keyDown(list(), { key: 'ArrowDown' });
    expect(pointed()).toBe('Português');
    fireEvent.keyDown(list(), { key: 'Home' });
    expect(pointed()).toBe('English');
    fireEvent.keyDown(list(), { key: 'End' });
    fireEvent.keyDown(list(), { key: 'Enter' });
    expect(i18n.language).toBe('pt');
    expect(document.activeElement).toBe(button());
  });

  it('closes without a change on Escape, on Tab and on a click elsewhere', () => {
    fireEvent.click(button());
    fireEvent.keyDown(list(), { key: 'ArrowDown' });
    fireEvent.keyDown(list(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(button());

    fireEvent.keyDown(button(), { key: 'ArrowUp' });
    fireEvent.keyDown(list(), { key: 'Tab' });
    expect(screen.queryByRole('listbox')).toBeNull();

    fireEvent.click(button());
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(i18n.language).toBe('en');
  });
});
