import { diagnostics } from 'virtual:docsnav';
import { siteName } from 'virtual:docsnav-pages';
import type { Diagnostic } from '@docsnav/core';
import { useEffect } from 'react';

function where(d: Diagnostic): string {
  const file = d.file ?? 'docs.json';
  return d.line ? `${file}:${d.line}:${d.column ?? 1}` : `${file} ${d.path}`;
}

/** Shown when the navigation has no page at all (docs.json missing, unreadable or empty): its errors. */
export function EmptyDocs() {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  useEffect(() => {
    document.title = `No pages · ${siteName}`;
  }, []);
  return (
    <article className="site-page site-empty">
      <h1>No pages to show</h1>
      <p>The navigation of this docs folder lists no page.</p>
      {errors.length > 0 && (
        <ul className="site-diagnostics">
          {errors.map((d) => (
            <li key={`${where(d)} ${d.code}`}>
              <code>{where(d)}</code> {d.message}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
