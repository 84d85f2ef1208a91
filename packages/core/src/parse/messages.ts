import { SETTINGS_MESSAGES } from './messages-settings.js';
import { WALK_MESSAGES } from './messages-walk.js';

/**
 * The text of every diagnostic the walkers report, by message id (a number from message-ids.ts, named
 * `<FUNCTION>_<CODE>`): its code, and its message (and hint) from the values the walker passes to
 * `Builder.report`. Only the full parse (`parseDocs`, through `Reporter`) imports this module, so a lean
 * parse (`parseSplit`) bundles none of it.
 */
export const MESSAGES = { ...SETTINGS_MESSAGES, ...WALK_MESSAGES };

/** A message id. */
export type MessageId = keyof typeof MESSAGES;

/** The values a message takes. */
export type MessageArgs<K extends MessageId> = Parameters<(typeof MESSAGES)[K]['text']>;
