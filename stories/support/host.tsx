/** Story scaffolding: an in-memory host (links navigate without reloading) and theme / direction frames. */
import type { NavModel } from '@docsnav/core';
import {
  type ExpandedState,
  IconResolverProvider,
  NavigationProvider,
  type NavigationProviderProps,
} from '@docsnav/react';
import { type CSSProperties, type ReactNode, useCallback, useLayoutEffect, useState } from 'react';
import { fixtureIcons } from '../../packages/react/src/test-support/fixture-icons.js';

/** The provider's options besides the model and the pathname (those the host holds). */
type HostOptions = Omit<NavigationProviderProps, 'model' | 'shell' | 'pathname' | 'children'>;

export interface HostProps extends HostOptions {
  model: NavModel;
  path: string;
  /** Initial open state of nested groups, over the docs.json defaults. */
  defaultExpanded?: ExpandedState;
  children: ReactNode;
}

/** Holds the pathname in state; every link and action navigates here. Lucide icons come from the table of
 *  the fixtures' icons, as a site gets it from `virtual:docsnav-icons`. */
export function Host({ model, path, children, ...options }: HostProps) {
  const [pathname, setPathname] = useState(path);
  const navigate = useCallback((href: string) => setPathname(href), []);
  return (
    <NavigationProvider {...options} model={model} pathname={pathname} navigate={navigate}>
      <IconResolverProvider icons={fixtureIcons}>{children}</IconResolverProvider>
    </NavigationProvider>
  );
}

/** A page frame: theme on the document (so menus and drawers in portals follow), direction and width. */
export function Frame({
  theme = 'light',
  dir,
  lang,
  width,
  height,
  children,
}: {
  theme?: 'light' | 'dark';
  dir?: 'ltr' | 'rtl';
  lang?: string;
  width?: number | string;
  height?: number | string;
  children: ReactNode;
}) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    return () => {
      delete root.dataset.theme;
    };
  }, [theme]);
  const style: CSSProperties = {
    background: 'var(--docsnav-bg)',
    color: 'var(--docsnav-fg)',
    minBlockSize: '100vh',
    padding: width ? 0 : '1rem',
    boxSizing: 'border-box',
  };
  const inner: CSSProperties = { inlineSize: width, blockSize: height, display: height ? 'flex' : undefined };
  return (
    <div style={style} dir={dir} lang={lang}>
      <div style={inner}>{children}</div>
    </div>
  );
}
