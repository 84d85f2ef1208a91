/** An in-memory host for tests and stories: keeps the pathname in state and navigates on link clicks. */
import type { NavModel } from '@docsnav/core';
import { type ParseOptions, parseDocs } from '@docsnav/core/parse';
import { type ReactNode, useCallback, useState } from 'react';
import { NavigationProvider } from '../hook/index.js';
import type { LinkComponent, NavigationOptions } from '../hook/types.js';

/** Parses a docs.json object; throws on error diagnostics so a broken fixture fails loudly. */
export function modelFrom(docs: unknown, options?: ParseOptions): NavModel {
  const { model, diagnostics } = parseDocs(docs, options);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) throw new Error(`fixture has errors: ${JSON.stringify(errors)}`);
  return model;
}

/** Props of {@link MemoryHost}. */
export interface MemoryHostProps extends NavigationOptions {
  model: NavModel;
  initialPath: string;
  children: ReactNode;
  /** Called after every navigation, with the new pathname. */
  onNavigate?: (href: string) => void;
  /** The host's link component (default: plain anchors). */
  Link?: LinkComponent;
}

/** A NavigationProvider whose `navigate` updates a pathname held in state (no router, no reload). */
export function MemoryHost({ model, initialPath, children, onNavigate, ...options }: MemoryHostProps) {
  const [pathname, setPathname] = useState(initialPath);
  const navigate = useCallback(
    (href: string) => {
      setPathname(href);
      onNavigate?.(href);
    },
    [onNavigate],
  );
  return (
    <NavigationProvider {...options} model={model} pathname={pathname} navigate={navigate}>
      {children}
    </NavigationProvider>
  );
}
