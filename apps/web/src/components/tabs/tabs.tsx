import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { onListKey } from '@/lib/list-keys';
import './tabs.css';

export interface Tab<K extends string> {
  key: K;
  header: string;
  /** A PrimeIcons class, shown before the header. */
  icon: string;
  /** Drawn only while its tab is open. */
  content: ReactNode;
}

interface Props<K extends string> {
  tabs: readonly Tab<K>[];
  active: K;
  onChange: (key: K) => void;
}

/**
 * Tabs in PrimeReact's TabView markup and class names (the theme styles them), without its
 * measuring of every tab after each drawing (a forced layout of the page each time; the theme
 * does not even show the ink bar it measures for). The arrow keys, Home and End move between
 * tabs, Enter or Space opens one (WAI-ARIA tabs, activated by hand, as TabView does); on a narrow
 * screen the row of tabs scrolls sideways.
 */
export function Tabs<K extends string>({ tabs, active, onChange }: Props<K>) {
  const id = useId();
  const list = useRef<HTMLUListElement>(null);
  const focusTab = (index: number) =>
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.focus();
  const onKeyDown = (event: KeyboardEvent, index: number, key: K) =>
    onListKey(event, {
      index,
      count: tabs.length,
      axis: 'horizontal',
      focus: focusTab,
      open: () => onChange(key),
    });
  const open = tabs.find((tab) => tab.key === active) ?? tabs[0];

  return (
    <div className="p-tabview p-component p-tabview-scrollable app-tabs">
      <div className="p-tabview-nav-container">
        <div className="p-tabview-nav-content">
          {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: TabView's markup, which the theme styles */}
          <ul className="p-tabview-nav" role="tablist" ref={list}>
            {tabs.map((tab, index) => {
              const selected = tab.key === open?.key;
              return (
                <li
                  key={tab.key}
                  className={
                    selected ? 'p-unselectable-text p-tabview-selected p-highlight' : 'p-unselectable-text'
                  }
                  role="presentation"
                >
                  <button
                    type="button"
                    id={`${id}-tab-${tab.key}`}
                    role="tab"
                    className="p-tabview-nav-link"
                    tabIndex={selected ? 0 : -1}
                    aria-selected={selected}
                    aria-controls={`${id}-panel-${tab.key}`}
                    onClick={() => onChange(tab.key)}
                    onKeyDown={(event) => onKeyDown(event, index, tab.key)}
                  >
                    <i className={`${tab.icon} p-tabview-left-icon`} aria-hidden="true" />
                    <span className="p-tabview-title">{tab.header}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      {open && (
        <div className="p-tabview-panels">
          <div
            id={`${id}-panel-${open.key}`}
            role="tabpanel"
            aria-labelledby={`${id}-tab-${open.key}`}
            className="p-tabview-panel"
          >
            {open.content}
          </div>
        </div>
      )}
    </div>
  );
}
