'use client';
// The icons of the docs: the table next.config.mjs writes (lib/docsnav-icons), one chunk per icon, each
// fetched when a page shows it. A client component: the table's imports cannot cross from the server.
import { IconResolverProvider } from '@docsnav/react';
import type { ReactNode } from 'react';
import { icons } from '../lib/docsnav-icons/index.js';

export function Icons({ children }: { children: ReactNode }) {
  return <IconResolverProvider icons={icons}>{children}</IconResolverProvider>;
}
