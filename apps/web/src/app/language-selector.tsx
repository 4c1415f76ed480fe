import { LANGUAGES, type Language } from '@arrenda/core';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Flag } from '@/components/flag';
import './language-selector.css';

function OptionView({ language, label, labelId }: { language: Language; label: string; labelId?: string }) {
  return (
    <span className="language-option">
      <Flag language={language} />
      <span id={labelId}>{label}</span>
    </span>
  );
}

/**
 * The nav bar's flag selector (WAI-ARIA "select-only combobox" pattern, as a button opening a
 * listbox); the choice is kept for the next visit. It is the app's own, in PrimeReact's Dropdown
 * markup and look: PrimeReact's Dropdown, with its virtual scroller and tooltip, was a fifth of
 * the code every page waits for (docs/performance.md). The button is named "Language" and its
 * value; the list opens on a click, Enter, Space or the arrow keys, moves with the arrows,
 * Home and End, takes Enter or Space, and closes on Escape, Tab or a click elsewhere.
 */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const current = LANGUAGES.find((language) => language === i18n.language) ?? 'en';
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (!open) return;
    list.current?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const show = () => {
    setActive(LANGUAGES.indexOf(current));
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (language: Language) => {
    close();
    if (language !== current) void i18n.changeLanguage(language);
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    show();
  };
  const onListKey = (event: KeyboardEvent) => {
    const last = LANGUAGES.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: last,
    };
    if (event.key in moves) setActive(moves[event.key] as number);
    else if (event.key === 'Enter' || event.key === ' ') choose(LANGUAGES[active] as Language);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div
      ref={root}
      className={`language-selector p-dropdown p-component p-inputwrapper${open ? ' p-focus' : ''}`}
    >
      <span id={`${id}-label`} className="p-hidden-accessible">
        {t('nav.language')}
      </span>
      <button
        ref={button}
        type="button"
        id="language-selector"
        className="p-dropdown-label p-inputtext language-button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? `${id}-list` : undefined}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => (open ? close() : show())}
        onKeyDown={onButtonKey}
      >
        <OptionView language={current} label={t(`language.${current}`)} labelId={`${id}-value`} />
      </button>
      <span className="p-dropdown-trigger" aria-hidden="true">
        <i className="pi pi-chevron-down" />
      </span>
      {open && (
        <div className="p-dropdown-panel p-component language-panel">
          <div
            ref={list}
            id={`${id}-list`}
            role="listbox"
            className="p-dropdown-items"
            aria-labelledby={`${id}-label`}
            aria-activedescendant={optionId(active)}
            tabIndex={-1}
            onKeyDown={onListKey}
          >
            {LANGUAGES.map((language, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the list takes the keys, its options the pointer (listbox pattern)
              <div
                key={language}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={language === current}
                className={`p-dropdown-item${language === current ? ' p-highlight' : ''}${index === active ? ' p-focus' : ''}`}
                onClick={() => choose(language)}
                onPointerMove={() => setActive(index)}
              >
                <OptionView language={language} label={t(`language.${language}`)} />
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
