/**
 * The sections of a generated endpoint page (an OpenAPI operation without a page file), shared by the page's
 * renderer (the demo site draws each section with its heading's id) and the heading extractor (its "On this
 * page" list), so both name and number them alike: `## Path parameters`, `## Query parameters`, `## Header
 * parameters`, `## Cookie parameters`, `## Request body`, `## Responses` with a `### <status>` per response.
 */
import { createHeadingSlugger, type PageHeading } from './slug.js';

/** An entry a section lists: a parameter, a body property or media type, a response. */
export interface EndpointItem {
  /** The parameter or property name, the media type, or the response's status. */
  name: string;
  /** The schema type (`string`, `array`, `object`...) when the spec gives one. */
  type?: string;
  required?: boolean;
  description?: string;
}

/** A section of an endpoint page: its heading (with the id it renders with) and what it lists. */
export interface EndpointSection {
  heading: PageHeading;
  items: EndpointItem[];
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** Follows local `$ref`s (`#/components/...`) of `doc`, a few levels deep (a cycle ends there). */
function deref(doc: Json, value: unknown, depth = 0): unknown {
  if (!isObject(value) || typeof value.$ref !== 'string' || depth > 8) return value;
  const ref = value.$ref;
  if (!ref.startsWith('#/')) return value;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) ? node[key] : undefined;
  }
  return node === undefined ? value : deref(doc, node, depth + 1);
}

function schemaType(doc: Json, schema: unknown): string | undefined {
  const s = deref(doc, schema);
  if (!isObject(s)) return undefined;
  if (typeof s.type === 'string') return s.type;
  if (Array.isArray(s.type)) return s.type.filter((t) => typeof t === 'string').join(' | ') || undefined;
  if (s.properties) return 'object';
  return undefined;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The operation of an OpenAPI document at `method` `path` (a webhook: its first operation), with the
 *  parameters of its path item. */
function findOperation(
  doc: Json,
  method: string,
  path: string,
  webhook: boolean,
): { op: Json; shared: unknown[] } | undefined {
  const items = webhook ? doc.webhooks : doc.paths;
  const item = isObject(items) ? deref(doc, items[path]) : undefined;
  if (!isObject(item)) return undefined;
  const key = webhook ? METHODS.find((m) => isObject(item[m])) : method.toLowerCase();
  const op = key ? item[key] : undefined;
  if (!isObject(op)) return undefined;
  return { op, shared: Array.isArray(item.parameters) ? item.parameters : [] };
}

const LOCATIONS = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Header parameters'],
  ['cookie', 'Cookie parameters'],
] as const;

/**
 * The sections of the endpoint page of `method` `path` in an OpenAPI 3.x document (`webhook`: the webhook
 * named `path`), in page order, each heading with its id (core's slug rule, numbered when taken). None when
 * the document lacks the operation. Local `$ref`s are followed; the parameters of the path item are merged
 * with the operation's (the operation's win).
 */
export function endpointSections(
  document: unknown,
  method: string,
  path: string,
  webhook = false,
): EndpointSection[] {
  if (!isObject(document)) return [];
  const found = findOperation(document, method, path, webhook);
  if (!found) return [];
  const { op, shared } = found;
  const slugger = createHeadingSlugger();
  const sections: EndpointSection[] = [];
  const add = (depth: number, title: string, items: EndpointItem[]) =>
    sections.push({ heading: { depth, text: title, id: slugger.next(title) }, items });

  const parameters = new Map<string, Json>();
  for (const raw of [...shared, ...(Array.isArray(op.parameters) ? op.parameters : [])]) {
    const p = deref(document, raw);
    if (isObject(p) && typeof p.name === 'string' && typeof p.in === 'string')
      parameters.set(`${p.in}\u0000${p.name}`, p);
  }
  for (const [where, title] of LOCATIONS) {
    const items = [...parameters.values()]
      .filter((p) => p.in === where)
      .map((p) => ({
        name: String(p.name),
        type: schemaType(document, p.schema),
        required: p.required === true,
        description: text(p.description),
      }));
    if (items.length > 0) add(2, title, items);
  }

  const body = deref(document, op.requestBody);
  if (isObject(body) && isObject(body.content)) {
    const items: EndpointItem[] = [];
    for (const [mediaType, media] of Object.entries(body.content)) {
      const schema = deref(document, isObject(media) ? media.schema : undefined);
      items.push({
        name: mediaType,
        type: schemaType(document, schema),
        description: text(body.description),
      });
      const required = new Set(isObject(schema) && Array.isArray(schema.required) ? schema.required : []);
      if (isObject(schema) && isObject(schema.properties))
        for (const [name, property] of Object.entries(schema.properties)) {
          const p = deref(document, property);
          items.push({
            name,
            type: schemaType(document, p),
            required: required.has(name),
            description: isObject(p) ? text(p.description) : undefined,
          });
        }
    }
    add(2, 'Request body', items);
  }

  const responses = isObject(op.responses) ? Object.entries(op.responses) : [];
  if (responses.length > 0) {
    add(2, 'Responses', []);
    for (const [status, raw] of responses) {
      const response = deref(document, raw);
      const content = isObject(response) && isObject(response.content) ? Object.keys(response.content) : [];
      add(3, status, [
        {
          name: status,
          description: isObject(response) ? text(response.description) : undefined,
          type: content.join(', ') || undefined,
        },
      ]);
    }
  }
  return sections;
}

/** The "On this page" headings of a generated endpoint page: the headings of `endpointSections`. */
export function endpointHeadings(
  document: unknown,
  method: string,
  path: string,
  webhook = false,
): PageHeading[] {
  return endpointSections(document, method, path, webhook).map((s) => s.heading);
}
