import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import './menubar.css';

export interface MenubarItem {
  label: string;
  /** A PrimeIcons class, e.g. 'pi pi-home'. */
  icon: string;
  /** Where the item leads (a link: a new tab opens it too), or what it does (`onSelect`). */
  to?: string;
  onSelect?: () => void;
  /** The page the reader is on. */
  current?: boolean;
  /** A submenu (one level), opened by the item. */
  items?: MenubarItem[];
}

interface MenubarProps {
  /** The menu's accessible name. */
  label: string;
  /** The phone's menu button's name. */
  buttonLabel: string;
  items: MenubarItem[];
  start?: ReactNode;
  end?: ReactNode;
}

/** The item the arrow keys reach: a top item, or `sub` in the open submenu of top item `top`. */
interface Focus {
  top: number;
  sub?: number;
}

const wrap = (index: number, length: number) => (index + length) % length;

/**
 * The nav bar's menu: a WAI-ARIA menubar in PrimeReact's Menubar markup and class names, so that the
 * theme styles it (on windows up to 960 px wide, behind a menu button), without PrimeReact's
 * Menubar, which the nav bar of every page paid for on each of its drawings (docs/performance.md).
 *
 * The list takes the keyboard focus and points at the item the arrow keys reach
 * (aria-activedescendant): Left and Right along the top items, Down into an item's submenu, Up and
 * Down within it, Home and End, Enter or Space to open, Escape to go back; tabbing onto the menu
 * reaches its first item.
 */
export function Menubar({ label, buttonLabel, items, start, end }: MenubarProps) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [focus, setFocus] = useState<Focus | null>(null);
  const [openTop, setOpenTop] = useState<number | null>(null);
  const [phoneOpen, setPhoneOpen] = useState(false);

  const close = useCallback(() => {
    setOpenTop(null);
    setPhoneOpen(false);
  }, []);

  // A press anywhere else folds the menus away.
  useEffect(() => {
    if (openTop === null && !phoneOpen) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [openTop, phoneOpen, close]);

  const itemId = ({ top, sub }: Focus) => (sub === undefined ? `${id}_${top}` : `${id}_${top}_${sub}`);
  const itemAt = ({ top, sub }: Focus) => (sub === undefined ? items[top] : items[top]?.items?.[sub]);

  const activate = (target: Focus) => {
    const item = itemAt(target);
    if (!item) return;
    if (item.items && target.sub === undefined) {
      const opening = openTop !== target.top;
      setOpenTop(opening ? target.top : null);
      return opening;
    }
    close();
    item.onSelect?.();
    return false;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = focus ?? { top: 0 };
    const subItems = items[at.top]?.items ?? [];
    const inSub = at.sub !== undefined;
    const move = (next: Focus) => {
      event.preventDefault();
      setFocus(next);
    };
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowLeft': {
        const step = event.key === 'ArrowRight' ? 1 : -1;
        setOpenTop(null);
        return move({ top: wrap(at.top + step, items.length) });
      }
      case 'ArrowDown':
        if (inSub) return move({ top: at.top, sub: wrap((at.sub ?? 0) + 1, subItems.length) });
        if (subItems.length > 0) {
          setOpenTop(at.top);
          return move({ top: at.top, sub: 0 });
        }
        return move({ top: wrap(at.top + 1, items.length) });
      case 'ArrowUp':
        if (inSub) return move({ top: at.top, sub: wrap((at.sub ?? 0) - 1, subItems.length) });
        return move({ top: wrap(at.top - 1, items.length) });
      case 'Home':
        return move(inSub ? { top: at.top, sub: 0 } : { top: 0 });
      case 'End':
        return move(inSub ? { top: at.top, sub: subItems.length - 1 } : { top: items.length - 1 });
      case 'Enter':
      case ' ': {
        event.preventDefault();
        const item = itemAt(at);
        if (item?.to) {
          // The item's own link follows it, as a click does.
          document.getElementById(itemId(at))?.click();
          return;
        }
        if (activate(at)) setFocus({ top: at.top, sub: 0 });
        return;
      }
      case 'Escape':
        if (inSub) {
          setOpenTop(null);
          return move({ top: at.top });
        }
        if (phoneOpen) {
          setPhoneOpen(false);
          button.current?.focus();
        }
        return;
      case 'Tab':
        setOpenTop(null);
        return;
    }
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target === list.current && focus === null) setFocus({ top: 0 });
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!list.current?.contains(event.relatedTarget as Node | null)) setFocus(null);
  };

  const renderItem = (item: MenubarItem, at: Focus, setSize: number) => {
    const submenu = at.sub === undefined ? item.items : undefined;
    const open = submenu !== undefined && openTop === at.top;
    const focused = focus !== null && focus.top === at.top && focus.sub === at.sub;
    const className = [
      'p-menuitem',
      open && 'p-menuitem-active',
      focused && 'p-focus',
      item.current && 'nav-active',
    ]
      .filter(Boolean)
      .join(' ');
    const itemProps = {
      id: itemId(at),
      role: 'menuitem',
      className: 'p-menuitem-link',
      // The menu takes the keyboard; a press on an item leaves the focus where it was.
      tabIndex: -1,
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
      'aria-setsize': setSize,
      'aria-posinset': (at.sub ?? at.top) + 1,
    } as const;
    const content = (
      <>
        <span className={`p-menuitem-icon ${item.icon}`} aria-hidden="true" />
        <span className="p-menuitem-text">{item.label}</span>
        {submenu && <span className="p-submenu-icon pi pi-angle-down" aria-hidden="true" />}
      </>
    );
    return (
      <div key={item.label} role="none" className={className}>
        <div className="p-menuitem-content">
          {item.to ? (
            <Link
              {...itemProps}
              to={item.to}
              aria-current={item.current ? 'page' : undefined}
              onClick={close}
            >
              {content}
            </Link>
          ) : (
            <button
              {...itemProps}
              type="button"
              aria-haspopup={submenu ? 'menu' : undefined}
              aria-expanded={submenu ? open : undefined}
              onClick={() => activate(at)}
            >
              {content}
            </button>
          )}
        </div>
        {submenu && (
          // Always there, as PrimeReact's, hidden while folded.
          <div className="p-submenu-list" role="menu" aria-label={item.label} hidden={!open}>
            {submenu.map((subItem, sub) => renderItem(subItem, { top: at.top, sub }, submenu.length))}
          </div>
        )}
      </div>
    );
  };

  const listId = `${id}_list`;
  return (
    <div ref={root} className={`p-menubar p-component${phoneOpen ? ' p-menubar-mobile-active' : ''}`}>
      {start && <div className="p-menubar-start">{start}</div>}
      <button
        ref={button}
        type="button"
        className="p-menubar-button"
        aria-label={buttonLabel}
        aria-haspopup="true"
        aria-expanded={phoneOpen}
        aria-controls={listId}
        onClick={() => {
          setPhoneOpen((open) => !open);
          setOpenTop(null);
        }}
      >
        <i className="pi pi-bars" aria-hidden="true" />
      </button>
      <div
        ref={list}
        id={listId}
        role="menubar"
        className="p-menubar-root-list"
        tabIndex={0}
        aria-label={label}
        aria-activedescendant={focus ? itemId(focus) : undefined}
        onFocus={onFocus}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      >
        {items.map((item, top) => renderItem(item, { top }, items.length))}
      </div>
      {end && <div className="p-menubar-end">{end}</div>}
    </div>
  );
}
