import type { DiagnosticCode } from './diagnostics.js';

/** A value a message shows as it is. */
export type Arg = string | number;

/**
 * One message: its code, and its text (or text and hint) from the values of one report. `at`: where in the
 * reported object it points, appended to the pointer the walker gives (the object's): a suffix, or made
 * from the same values as the text. The walkers pass the object's pointer alone, so the lean parse
 * bundles none of these suffixes.
 */
export interface Message {
  code: DiagnosticCode;
  // biome-ignore lint/suspicious/noExplicitAny: each message takes its own arguments
  text: (...args: any[]) => string | readonly [string, string];
  // biome-ignore lint/suspicious/noExplicitAny: the same arguments as `text`
  at?: string | ((...args: any[]) => string);
}
