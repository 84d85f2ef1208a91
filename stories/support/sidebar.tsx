/** Scaffolding shared by the Sidebar story files. */
import type { NavModel } from '@docsnav/core';
import { Sidebar, type SidebarProps, useNavigationActions } from '@docsnav/react';
import type { ReactNode } from 'react';
import { within } from 'storybook/test';
import { Frame, Host, type HostProps } from './host.js';
import { guides } from './models.js';

/** Props of {@link SidebarAt}: the sidebar's own, and where it is shown. */
export interface SidebarAtProps extends SidebarProps {
  /** Default: the guides site. */
  model?: NavModel;
  /** The current page. Default `/quickstart` (the guides' "Billing" group is closed there). */
  path?: string;
  /** The host's navigation options (drill-down, initial expansion...). */
  options?: Omit<HostProps, 'model' | 'path' | 'children'>;
  /** Drawn inside the host, above the sidebar (buttons that navigate: {@link JumpTo}). */
  before?: ReactNode;
}

/** A sidebar 300 px wide on a page of a model, with the story's props. */
export function SidebarAt({
  model = guides,
  path = '/quickstart',
  options,
  before,
  ...props
}: SidebarAtProps) {
  return (
    <Frame width={300}>
      <Host model={model} path={path} {...options}>
        {before}
        <Sidebar {...props} />
      </Host>
    </Frame>
  );
}

/** Queries inside the story's sidebar (`nav` "Sidebar"). */
export function sidebarIn(canvasElement: HTMLElement): ReturnType<typeof within> {
  return within(within(canvasElement).getByRole('navigation', { name: 'Sidebar' }));
}

/** A button that navigates the story's host to `href` (as a router link elsewhere on the page would). */
export function JumpTo({ href, label }: { href: string; label: string }) {
  const { navigate } = useNavigationActions();
  return (
    <button type="button" onClick={() => navigate(href)}>
      {label}
    </button>
  );
}
