import type { IconRef } from '@docsnav/core';
import { NavIcon } from '@docsnav/react';
import type { ReactNode } from 'react';
import { MdxLink } from './site-link.js';

/** Props of Mintlify's `<Card>`. */
export interface CardProps {
  title?: string;
  icon?: IconRef;
  href?: string;
  children?: ReactNode;
}

/** `<Card>`: a box with an icon and a title; a link when it has `href`. */
export function Card({ title, icon, href, children }: CardProps) {
  const inner = (
    <>
      {icon && <NavIcon icon={icon} className="site-card-icon" />}
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
