import type { ReactNode } from 'react';
import type { SidebarPage } from '../../hook/types.js';
import { Badge } from '../badge.js';
import { flag } from '../class-name.js';
import { NavIcon } from '../nav-icon.js';
import type { SidebarLabels } from './sidebar-context.js';

/** What a page entry's link holds: icon, method, title, tag, deprecated mark. */
export function pageText(page: SidebarPage, labels: SidebarLabels, label: ReactNode = page.title) {
  return (
    <>
      {page.icon !== undefined && <NavIcon icon={page.icon} />}
      {page.method && (
        <Badge variant="method" method={page.method}>
          {page.method}
        </Badge>
      )}
      <span className="docsnav-page-title" data-deprecated={flag(page.deprecated)}>
        {label}
      </span>
      {page.tag && <Badge>{page.tag}</Badge>}
      {page.deprecated && <Badge variant="deprecated">{labels.deprecated}</Badge>}
    </>
  );
}
