import type { IconRef } from '@docsnav/core';
import { NavIcon } from '@docsnav/react';
import { isValidElement, type ReactNode } from 'react';
import { MdxLink } from './site-link.js';

/** Props of Mintlify's `<Card>`. */
export interface CardProps {
  title?: string;
  /** A lucide name, `{ name }`, or an element (`icon={<img src=… />}`). */
  icon?: IconRef | ReactNode;
  href?: string;
  children?: ReactNode;
}

function isIconRef(icon: unknown): icon is IconRef {
  if (typeof icon === 'string') return icon.length > 0;
  return !!icon && typeof icon === 'object' && typeof (icon as { name?: unknown }).name === 'string';
}

/** A card's icon: an icon name through `NavIcon`, an element as it is, anything else nothing. */
function CardIcon({ icon }: { icon: unknown }) {
  if (isValidElement(icon)) return <span className="site-card-icon">{icon}</span>;
  if (isIconRef(icon)) return <NavIcon icon={icon} className="site-card-icon" />;
  return null;
}

/** `<Card>`: a box with an icon and a title; a link when it has `href`. */
export function Card({ title, icon, href, children }: CardProps) {
  const inner = (
    <>
      <CardIcon icon={icon} />
      {title && <strong className="site-card-title">{title}</strong>}
      {children && <span className="site-card-body">{children}</span>}
    </>
  );
  if (href) {
    return (
      <MdxLink href={href} className="site-card">
        {inner}
      </MdxLink>
    );
  }
  return <div className="site-card">{inner}</div>;
}

/** `<CardGroup cols={2}>` and `<Columns cols={2}>`: a grid of cards. */
export function CardGroup({ cols = 2, children }: { cols?: number; children?: ReactNode }) {
  return (
    <div className="site-card-group" style={{ '--site-cols': String(cols) } as React.CSSProperties}>
      {children}
    </div>
  );
}
