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
 * Opening the calendar gives the focus to its day (or month), so that the arrows walk the days,
 * but the Calendar draws its cells again right after and the focused one goes, leaving the focus on
 * the page (docs/accessibility.md#date-fields). Once the panel is open, a lost focus goes back to
 * the cell the Calendar meant.
 */
function focusTheOpenPanel() {
  if (document.activeElement && document.activeElement !== document.body) return;
  document
    .querySelector<HTMLElement>(
      '.p-datepicker:not(.p-datepicker-inline) :is(td > span, [data-pc-section="month"])[tabindex="0"]',
    )
    ?.focus();
}

/**
 * The props that make a PrimeReact Calendar a text field first: focusing or clicking the input
 * leaves the calendar closed so that a date can be typed; its button or Alt+↓ opens it, Esc closes
 * it alone. `input` goes onto the input element itself (its invalid state and message, say).
 */
export function typedCalendarProps(input: HTMLAttributes<HTMLInputElement> = {}) {
  return {
    showOnFocus: false,
    onShow: focusTheOpenPanel,
    // PrimeReact's default ('none') hides the on-screen keyboard of phones: no typing at all.
    inputMode: 'text',
    // The input is an InputText, whose own pass-through wants the attributes under root (the types
    // say otherwise).
    pt: {
      input: { root: { ...input, onKeyDown: closeOnlyTheCalendar } } as HTMLAttributes<HTMLInputElement>,
    },
  } as const;
}
