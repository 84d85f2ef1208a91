import type { JsonObject } from './values.js';

/**
 * The fields of a group object (or of an object in `pages` that may be one), read in one pass over its
 * keys: such an object has a handful of the keys a group may have, and looking each possible key up by
 * name costs more than the pass, as objects of many shapes make every lookup a slow one. Its unknown keys
 * are the full parse's reporter's (`KNOWN_KEYS.group`).
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

  /** Reads the fields of `obj`. */
  read(obj: JsonObject): this {
    this.group = this.pages = this.icon = this.tag = this.expanded = undefined;
    this.hidden = this.openapi = this.root = this.ref = this.sourceRef = undefined;
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
        case '$ref':
          this.ref = value;
          break;
        case 'sourceRef':
          this.sourceRef = value;
      }
    }
    return this;
  }
}
