import type { HTMLAttributes, KeyboardEvent } from 'react';

/**
 * Esc in the input closes the calendar alone: the Calendar hides itself, but it then no longer
 * claims Esc, so the key would reach the dialog around it and close that too, losing what was
 * typed. Whether the calendar is open is read from the input's aria-expanded as the key arrives,
 * which the Calendar keeps from its own state: callbacks and effects may come a moment after what
 * the reader sees.
 */
function closeOnlyTheCalendar(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'Escape' && event.currentTarget.getAttribute('aria-expanded') === 'true') {
    event.stopPropagation();
  }
}

/**
 * The props that make a PrimeReact Calendar a text field first: focusing or clicking the input
 * leaves the calendar closed so that a date can be typed; its button or Alt+↓ opens it, Esc closes
 * it alone. `input` goes onto the input element itself (its invalid state and message, say).
 */
export function typedCalendarProps(input: HTMLAttributes<HTMLInputElement> = {}) {
  return {
    showOnFocus: false,
    // PrimeReact's default ('none') hides the on-screen keyboard of phones: no typing at all.
    inputMode: 'text',
    // The input is an InputText, whose own pass-through wants the attributes under root (the types
    // say otherwise).
    pt: {
      input: { root: { ...input, onKeyDown: closeOnlyTheCalendar } } as HTMLAttributes<HTMLInputElement>,
    },
  } as const;
}
