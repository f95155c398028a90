import type { MouseEvent } from 'react';

/** Cancelling leaves the field being typed in as it is: its being left would check it, and the error shown
 * would move the button from under the pointer before the click lands. */
export const keepFocus = (event: MouseEvent) => event.preventDefault();
