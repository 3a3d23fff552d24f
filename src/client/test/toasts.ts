// Test helpers for the toasts of ui/toaster.tsx, read the way a cook meets them: in the «Notificaciones»
// region, one list item each, with its SPEC title and message, closed with the cross.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { es } from '#shared/i18n/es.ts';
import type { NoticeType } from '../ui/notice-looks.ts';

/** Radix names the region with its hotkey, F8. */
const regionName = es.notice.region.replace('{hotkey}', 'F8');

/**
 * The toasts on screen, in the order of the list (oldest first). Found by label and with `hidden`
 * because an open modal dialog (the timer's alarm, a recipe's detail) hides the rest of the page from
 * the accessibility tree, which also blanks its names, while the toasts still show over it; screen
 * readers hear them through Radix's live region.
 */
export function shownToasts(): HTMLElement[] {
  const region = screen.getByLabelText(regionName);
  expect(region.getAttribute('role')).toBe('region');
  return within(region).queryAllByRole('listitem', { hidden: true });
}

/** The toast that says `message` right now, checked to be of `type`; undefined when none does. */
export function toastSaying(type: NoticeType, message: string): HTMLElement | undefined {
  const toast = shownToasts().find((item) => within(item).queryByText(message));
  if (toast) {
    expect(toast.dataset.toastType).toBe(type);
    expect(within(toast).getByText(es.notice[type])).toBeTruthy();
  }
  return toast;
}

/** Waits for the toast that says `message` (real timers only: waitFor polls). */
export function findToast(type: NoticeType, message: string): Promise<HTMLElement> {
  return waitFor(() => {
    const toast = toastSaying(type, message);
    expect(toast).toBeDefined();
    return toast!;
  });
}

/** Waits for the toast, closes it with its cross and checks it is gone. */
export async function dismissToast(type: NoticeType, message: string): Promise<void> {
  const toast = await findToast(type, message);
  fireEvent.click(within(toast).getByRole('button', { name: es.notice.dismiss }));
  expect(toast.isConnected).toBe(false);
}
