/** A field inside `container` whose pop-up (a date picker, a drop-down's list) is open. */
function openPopupOwner(container: HTMLElement | null): HTMLElement | null {
  return container?.querySelector<HTMLElement>('[aria-haspopup][aria-expanded="true"]') ?? null;
}

/**
 * Whether an Esc that would close a dialog belongs to a pop-up open inside it instead
 * (docs/accessibility.md#dialogs). PrimeReact hands Esc to the latest thing opened, but a pop-up
 * claims it only a moment after it opens, and a date picker opened from the keyboard loses the
 * focus to the page: an Esc in that moment reached the dialog and closed it with what was typed.
 * When the pop-up's own field did not see the key, it is given the focus and the key, so that the
 * pop-up closes, the dialog stays and the focus is back in the field.
 */
export function escapeBelongsToPopup(event: unknown, container: HTMLElement | null): boolean {
  if (!(event instanceof KeyboardEvent) || event.key !== 'Escape') return false;
  const owner = openPopupOwner(container);
  if (!owner) return false;
  const seen = event.target instanceof Node && owner.contains(event.target);
  if (!seen && !event.defaultPrevented) {
    owner.focus();
    owner.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true }));
  }
  return true;
}
