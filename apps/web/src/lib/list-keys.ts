import type { KeyboardEvent } from 'react';

interface ListKeys {
  /** The item at `index` of `count` (a row, a tab) has the keyboard. */
  index: number;
  count: number;
  /** Which arrow keys move: up and down (a table's rows), or left and right (tabs). */
  axis: 'vertical' | 'horizontal';
  /** Moves the keyboard to an item: an index from 0 to count − 1. */
  focus: (index: number) => void;
  /** Enter or Space: opens the item. */
  open: () => void;
}

/**
 * The keys of a list whose items the arrow keys, Home and End move between and Enter or Space
 * opens (WAI-ARIA's tabs and grid rows): tabs go round the ends, rows stop at them.
 */
export function onListKey(event: KeyboardEvent, { index, count, axis, focus, open }: ListKeys) {
  const [previous, next] = axis === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
  const moves: Record<string, number> = { [previous]: index - 1, [next]: index + 1, Home: 0, End: count - 1 };
  const move = moves[event.key];
  if (move !== undefined) {
    event.preventDefault();
    focus(axis === 'horizontal' ? (move + count) % count : Math.max(0, Math.min(move, count - 1)));
  } else if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    open();
  }
}
