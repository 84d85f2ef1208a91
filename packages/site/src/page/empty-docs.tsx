import { siteName } from 'virtual:docsnav-pages';
import type { Diagnostic } from '@docsnav/core';
import { useEffect, useState } from 'react';

function where(d: Diagnostic): string {
  const file = d.file ?? 'docs.json';
  return d.line ? `${file}:${d.line}:${d.column ?? 1}` : `${file} ${d.path}`;
}

/** Shown when the navigation has no page at all (docs.json missing, unreadable or empty): its errors. */
export function EmptyDocs() {
  const [errors, setErrors] = useState<Diagnostic[]>([]);
  useEffect(() => {
    // The diagnostics are a chunk of their own (one per missing page file: never on a normal page).
    let live = true;
    void import('virtual:docsnav/diagnostics').then(({ diagnostics }) => {
      if (live) setErrors(diagnostics.filter((d) => d.severity === 'error'));
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <article className="site-page site-empty">
      <title>{`No pages · ${siteName}`}</title>
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
