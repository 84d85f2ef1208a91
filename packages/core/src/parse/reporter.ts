import { contrastIssues } from '../brand/tokens.js';
import type { BackgroundColors, BrandColors } from '../model/brand.js';
import type { Diagnostic, DivisionKind } from '../model/types.js';
import type { Builder, DiagnosticSink } from './builder.js';
import { DIAGNOSTIC_CODES, type DiagnosticCode, escapePointer } from './diagnostics.js';
import { CHILD_ORDER, type ChildKey } from './division-schema.js';
import { DuplicatePages } from './duplicate-pages.js';
import { checkIconObject } from './icon-settings.js';
import { type KeySchema, KNOWN_KEYS, schemaWhat } from './known-keys.js';
import {
  ADD_PAGE_ENTRY_MISSING_PAGE,
  CHECK_LISTING_DUPLICATE_PAGE,
  PICK_CHILD_KEY_MULTIPLE_CHILD_TYPES,
  PICK_CHILD_KEY_MULTIPLE_ROOT_PATTERNS,
  READ_COLORS_LOW_CONTRAST,
  REPORT_UNKNOWN_KEY_UNKNOWN_KEY,
  WALK_DIVISION_HREF_OVERRIDES_CONTENT,
} from './message-ids.js';
import type { Message } from './message-types.js';
import { MESSAGES, type MessageId } from './messages.js';
import type { JsonObject } from './values.js';

/**
 * Collects the diagnostics of one full parse (`parseDocs`): the walkers report a message id and its values
 * (`Builder.report`), and the text is made here. The lean parse (`parseSplit`) has no reporter, so neither
 * this module, the messages nor the colour checks are in its bundle.
 */
export class Reporter implements DiagnosticSink {
  readonly list: Diagnostic[] = [];
  private readonly duplicates: DuplicatePages;
  private readonly existing: ReadonlySet<string> | undefined;

  /** `textLength`: the length of the docs.json text, when there is one (sizes the table of pages);
   *  `existing`: the page files known to exist (`ParseOptions.existingPages`), when given. */
  constructor(textLength = 0, existing?: ReadonlySet<string>) {
    this.duplicates = new DuplicatePages(textLength);
    this.existing = typeof existing?.has === 'function' ? existing : undefined;
  }

  /** `path`: the pointer the walker gave, to which the message's `at` is appended. */
  report(id: MessageId, path: string, args: readonly unknown[]): void {
    const { code, text, at }: Message = MESSAGES[id];
    const where = at === undefined ? path : path + (typeof at === 'string' ? at : at(...args));
    const out = text(...args);
    if (typeof out === 'string') this.add(code, where, out);
    else this.add(code, where, out[0], out[1]);
  }

  /** Records a diagnostic with its text; the severity comes from the code. */
  add(code: DiagnosticCode, path: string, message: string, hint?: string): void {
    const d: Diagnostic = { code, severity: DIAGNOSTIC_CODES[code], message, path };
    if (hint !== undefined) d.hint = hint;
    this.list.push(d);
  }

  listing(
    b: Builder,
    source: string,
    hash: number,
    division: number,
    at: string,
    key: number | string,
  ): void {
    const pointer = this.duplicates.check(b, source, hash, division, at, key);
    if (pointer !== undefined) this.report(CHECK_LISTING_DUPLICATE_PAGE, pointer, [source]);
  }

  pageFile(path: string, pointer: string): void {
    if (this.existing !== undefined && !this.existing.has(path))
      this.report(ADD_PAGE_ENTRY_MISSING_PAGE, pointer, [path]);
  }

  childKeys(
    obj: JsonObject,
    order: readonly ChildKey[],
    pointer: string,
    kind: DivisionKind | undefined,
    label: string | undefined,
    chosen: ChildKey,
  ): void {
    // `chosen` is the first key of `order` whose value is an array: the others follow it.
    const ignored = order.filter((key) => key !== chosen && Array.isArray(obj[key]));
    if (ignored.length === 0) return;
    const id =
      kind === undefined ? PICK_CHILD_KEY_MULTIPLE_ROOT_PATTERNS : PICK_CHILD_KEY_MULTIPLE_CHILD_TYPES;
    this.report(id, pointer, [kind, label, chosen, ignored]);
  }

  linkContent(obj: JsonObject, kind: DivisionKind, pointer: string, href: string): void {
    const content = CHILD_ORDER[kind].filter((key) => obj[key] !== undefined);
    if (content.length > 0) this.report(WALK_DIVISION_HREF_OVERRIDES_CONTENT, pointer, [kind, content, href]);
  }

  checkIcon(b: Builder, icon: JsonObject, pointer: string): void {
    checkIconObject(b, icon, pointer);
  }

  unknownKeys(obj: JsonObject, schema: KeySchema, pointer: string, what = schemaWhat(schema)): void {
    const known: ReadonlySet<string> = KNOWN_KEYS[schema];
    // for-in allocates nothing on the hot path; inherited keys (a caller's prototype) are not the file's.
    for (const key in obj) {
      if (!known.has(key) && Object.hasOwn(obj, key))
        this.report(REPORT_UNKNOWN_KEY_UNKNOWN_KEY, `${pointer}/${escapePointer(key)}`, [what, key]);
    }
  }

  checkColors(colors: BrandColors, background: BackgroundColors | undefined): void {
    for (const issue of contrastIssues(colors, background))
      this.report(READ_COLORS_LOW_CONTRAST, `/colors/${issue.key}`, [issue]);
  }
}
