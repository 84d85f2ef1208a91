import type { ReactNode } from 'react';

/**
 * Placeholder for a value a page imports from a module the site cannot provide (a package, a missing or
 * out-of-root file, a name the module does not export, a snippet that does not parse). Rendered as a
 * component, it shows a labelled box saying what was not found (and why, when `reason` is given).
 */
export function missingImport(source: string, name: string, reason?: string) {
  const label = name === 'default' || name === '*' ? source : `${name} from ${source}`;
  // biome-ignore lint/correctness/noComponentHookFactories: called once per import when the page module loads.
  function MissingImport({ children }: { children?: ReactNode }) {
    return (
      <span className="site-unknown site-missing-import" data-import={source}>
        <span className="site-unknown-label">
          {reason ? `Import failed: ${label}: ${reason}` : `Import not found: ${label}`}
        </span>
        {children}
      </span>
    );
  }
  MissingImport.displayName = `Missing(${label})`;
  return MissingImport;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`).replace(/[^\x20-\x7e]/g, '?');

/**
 * The URL of a visible broken-image picture for an image the docs folder does not have (`require('./x.png')`
 * or `import x from './x.png'`): a grey frame with a crossed picture and the missing path, as an SVG data URL,
 * so the page keeps its layout and says what is missing.
 */
export function brokenImage(source: string): string {
  const name = escapeXml(source.length > 60 ? `…${source.slice(-59)}` : source);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120" role="img"><title>Image not found: ${name}</title><rect x="1" y="1" width="478" height="118" rx="6" fill="#f4f4f5" stroke="#a1a1aa" stroke-dasharray="6 4"/><g fill="none" stroke="#71717a" stroke-width="2"><rect x="24" y="36" width="56" height="44" rx="3"/><path d="M24 72l16-14 12 10 10-8 18 14M22 34l60 48"/></g><text x="100" y="56" font-family="system-ui,sans-serif" font-size="15" fill="#3f3f46">Image not found</text><text x="100" y="80" font-family="ui-monospace,monospace" font-size="13" fill="#52525b">${name}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
