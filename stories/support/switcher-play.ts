/** Shared play steps for menu-button switchers. */
import { expect, userEvent, waitFor, within } from 'storybook/test';

/**
 * Opens the switcher by keyboard, checks the menu items, and leaves it open. Returns the menu items. The menu
 * loads on the first intent (the focus here): the first ArrowDown opens it, and the button is drawn again by
 * the loaded menu (same place, same content), so it is looked up again.
 */
export async function openByKeyboard(canvasElement: HTMLElement, name: RegExp): Promise<HTMLElement[]> {
  const first = within(canvasElement).getByRole('button', { name });
  await expect(first).toHaveAttribute('aria-haspopup', 'menu');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  first.focus();
  await userEvent.keyboard('{ArrowDown}');
  const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
  const trigger = within(canvasElement).getByRole('button', { name });
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const items = within(menu).getAllByRole('menuitem');
  await waitFor(() => expect(items[0]).toHaveFocus());
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(trigger).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  await within(canvasElement.ownerDocument.body).findByRole('menu');
  return within(within(canvasElement.ownerDocument.body).getByRole('menu')).getAllByRole('menuitem');
}
