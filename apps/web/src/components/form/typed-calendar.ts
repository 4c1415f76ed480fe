import type { KeyboardEvent } from 'react';

/**
 * What makes a PrimeReact Calendar a text field first: focusing or clicking the input leaves the
 * calendar closed so that a date can be typed; its button or Alt+↓ opens it. Esc in the input
 * closes the calendar alone: the Calendar hides itself, but it then no longer claims Esc, so the
 * key would reach the dialog around it and close that too, losing what was typed. Whether the
 * calendar is open is read from the input's aria-expanded as the key arrives, which the Calendar
 * keeps from its own state: callbacks and effects may come a moment after what the reader sees.
 */
export const typedCalendar = {
  showOnFocus: false,
  // PrimeReact's default ('none') hides the on-screen keyboard of phones: no typing at all.
  inputMode: 'text',
  /** For the input's own key handler (pt.input.root.onKeyDown). */
  onInputKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && event.currentTarget.getAttribute('aria-expanded') === 'true') {
      event.stopPropagation();
    }
  },
} as const;
