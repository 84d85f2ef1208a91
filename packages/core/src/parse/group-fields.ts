import type { JsonObject } from './values.js';

/** Keys of a group object: its fields, and those accepted but not used by the navigation (DESIGN §2). */
const GROUP_KEYS = new Set([
  'group',
  'pages',
  'icon',
  'tag',
  'expanded',
  'openapi',
  'root',
  'hidden',
  'directory',
  'searchable',
  'boost',
  'public',
  'asyncapi',
]);

/**
 * The fields of a group object (or of an object in `pages` that may be one), read in one pass over its
 * keys: such an object has a handful of the keys a group may have, and looking each possible key up by
 * name costs more than the pass, as objects of many shapes make every lookup a slow one.
 */
export class GroupFields {
  group: unknown;
  pages: unknown;
  icon: unknown;
  tag: unknown;
  expanded: unknown;
  hidden: unknown;
  openapi: unknown;
  root: unknown;
  ref: unknown;
  sourceRef: unknown;
  /** Keys that are no group field, in order; undefined when there is none. */
  unknown: string[] | undefined;

  /** Reads the fields of `obj`. */
  read(obj: JsonObject): this {
    this.group = this.pages = this.icon = this.tag = this.expanded = undefined;
    this.hidden = this.openapi = this.root = this.ref = this.sourceRef = undefined;
    this.unknown = undefined;
    for (const key in obj) {
      const value = obj[key];
      switch (key) {
        case 'group':
          this.group = value;
          break;
        case 'pages':
          this.pages = value;
          break;
        case 'icon':
          this.icon = value;
          break;
        case 'tag':
          this.tag = value;
          break;
        case 'expanded':
          this.expanded = value;
          break;
        case 'hidden':
          this.hidden = value;
          break;
        case 'openapi':
          this.openapi = value;
          break;
        case 'root':
          this.root = value;
          break;
        default:
          if (key === '$ref') this.ref = value;
          else if (key === 'sourceRef') this.sourceRef = value;
          // Inherited keys (a caller's prototype) are not the file's.
          if (GROUP_KEYS.has(key) || !Object.hasOwn(obj, key)) break;
          if (this.unknown === undefined) this.unknown = [key];
          else this.unknown.push(key);
      }
    }
    return this;
  }
}
