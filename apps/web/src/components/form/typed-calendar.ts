import { type KeyboardEvent, useRef } from 'react';

/**
 * What makes a PrimeReact Calendar a text field first: focusing or clicking the input leaves the
 * calendar closed so that a date can be typed; its button or Alt+↓ opens it. Esc in the input
 * closes the calendar alone: the Calendar hides itself, but it then no longer claims Esc, so the
 * key would reach the dialog around it and close that too, losing what was typed.
 */
export function useTypedCalendar() {
  const open = useRef(false);
  return {
    showOnFocus: false,
    // PrimeReact's default ('none') hides the on-screen keyboard of phones: no typing at all.
    inputMode: 'text',
    onShow: () => {
      open.current = true;
    },
    onHide: () => {
      open.current = false;
    },
    /** For the input's own key handler (pt.input.root.onKeyDown). */
    onInputKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Escape' && open.current) event.stopPropagation();
    },
  } as const;
}
