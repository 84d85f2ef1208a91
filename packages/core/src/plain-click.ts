/** The parts of a mouse event (DOM or React) that tell a plain click from one meant for the browser. */
export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** True for a plain left click, which the page itself handles (navigates in place); false for a click the
 *  browser handles: another button, or a modifier key (new tab, new window, download). */
export function isPlainClick(event: ClickLike): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
