/**
 * The value of docs.json text (a leading byte-order mark allowed); undefined when it is not JSON, which
 * gives the empty model as `parseDocs` does (it reports where the text breaks).
 */
export function jsonValue(text: string): unknown {
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    return undefined;
  }
}
