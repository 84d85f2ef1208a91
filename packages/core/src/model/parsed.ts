/**
 * The parser's form of the model, which `encode.ts` turns into a `NavModel`: what `parse/builder.ts` fills
 * and the encoder reads (here, so neither imports the other's module for it).
 */
import type { DivisionNode, GroupNode, PageNode, RootNode } from './types.js';

/**
 * A page with more than its path (frontmatter, a group's root, an endpoint) as the parser keeps it until the
 * model is encoded: a `PageNode` without what only the runtime index has (id, children, subtree end;
 * `createNavIndex` derives them). Every page of the file is alive until the encoding, and the fewer fields
 * they have, the less each garbage collection of the parse copies (a page listed by its path alone is the
 * path, see `ParsedNode`).
 */
export type ParsedPage = Omit<PageNode, 'id' | 'children' | 'end'>;

/**
 * A node of the parser's array (`Builder.nodes`). A string is a page listed by its path alone, with no
 * frontmatter and not a group's root (most pages): the path is all the model stores of it, its parent is
 * `Builder.parentOf`, and it is hidden when its parent is. No object per such page: a parse of 50,000
 * pages allocates (and its garbage collections copy) that much less.
 */
export type ParsedNode = RootNode | DivisionNode | GroupNode | ParsedPage | string;
