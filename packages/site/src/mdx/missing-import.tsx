import type { ReactNode } from 'react';

/**
 * Placeholder for a value a page imports from a module the site cannot provide (a package, a missing or
 * out-of-root file). Rendered as a component, it shows a labelled box saying what was not found.
 */
export function missingImport(source: string, name: string) {
  const label = name === 'default' || name === '*' ? source : `${name} from ${source}`;
  // biome-ignore lint/correctness/noComponentHookFactories: called once per import when the page module loads.
  function MissingImport({ children }: { children?: ReactNode }) {
    return (
      <span className="site-unknown site-missing-import" data-import={source}>
        <span className="site-unknown-label">Import not found: {label}</span>
        {children}
      </span>
    );
  }
  MissingImport.displayName = `Missing(${label})`;
  return MissingImport;
}
