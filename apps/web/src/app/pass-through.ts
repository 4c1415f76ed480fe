import type { PrimeReactPTOptions } from 'primereact/api';

/**
 * PrimeReact's markup, mended for assistive technology in every instance (docs/accessibility.md).
 *
 * A Dropdown's combobox input carries its name and the keyboard. Beside it, its chevron is a second
 * "button" with no name and no focus, and its hidden native select only holds the value for forms:
 * both are hidden from assistive technology. Its outer box, which has no role, loses the
 * aria-activedescendant PrimeReact puts there, and says when it is disabled, as its input does.
 *
 * An InputSwitch wraps its real switch input in a second "checkbox": the wrapper loses the role,
 * so one control is announced, not two nested.
 */
export const accessiblePassThrough: PrimeReactPTOptions = {
  dropdown: {
    root: (options) => ({
      'aria-activedescendant': undefined,
      'aria-disabled': options?.props.disabled === true || undefined,
    }),
    trigger: { 'aria-hidden': true },
    select: { 'aria-hidden': true },
  },
  inputswitch: {
    root: { role: undefined, 'aria-checked': undefined },
  },
};
