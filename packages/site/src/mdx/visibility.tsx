import type { ReactNode } from 'react';

/**
 * `<Visibility for="humans|agents">`: as on a Mintlify site, content for humans renders as it is (no box
 * around it) and content for agents (meant for the page's Markdown export) is not shown. Any other value
 * is shown, so a typo loses no content.
 */
export function Visibility({ for: audience, children }: { for?: unknown; children?: ReactNode }) {
  if (typeof audience === 'string' && audience.trim().toLowerCase() === 'agents') return null;
  return <>{children}</>;
}
