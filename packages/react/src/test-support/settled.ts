/**
 * Test helpers that wait for what a test needs to have happened, instead of a fixed sleep (a slow
 * machine then waits longer, and a fast one does not wait for nothing).
 */
import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';

/** Waits until the sidebar's deferred fill has run: every group's content holds its list (closed groups'
 *  entries are filled in after mount, once their markup's code has loaded in idle time; an unmounted closed
 *  group has no content element). */
export async function groupsFilled(root: ParentNode = document): Promise<void> {
  await vi.waitFor(
    () => {
      const empty = [...root.querySelectorAll('.docsnav-group-content')].filter(
        (c) => c.childElementCount === 0,
      );
      expect(empty.map((c) => c.id)).toEqual([]);
    },
    // Hundreds of groups, a few per task, after the markup's code has loaded: longer than `waitFor`'s default
    // second on a busy machine.
    { timeout: 5000 },
  );
}

/** Waits for the next animation frame, inside `act`: the callbacks the code asked for earlier (the
 *  sidebar's scroll reveal) have run when it resolves. */
export function nextFrame(): Promise<void> {
  return act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}

/** Waits until every icon slot under `root` is settled by the loader (drawn, or given up: `missing`). */
export async function iconsSettled(root: ParentNode = document): Promise<void> {
  await vi.waitFor(() => {
    const states = [...root.querySelectorAll('.docsnav-icon')].map((slot) =>
      slot.getAttribute('data-icon-state'),
    );
    expect(states.length).toBeGreaterThan(0);
    expect(states).not.toContain('loading');
  });
}
