import type { ReactNode } from 'react';

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** The badge text. */
  children: ReactNode;
  /** Visual variant: a tag ("NEW"), an HTTP method ("GET"), or a deprecation mark. */
  variant?: 'tag' | 'method' | 'deprecated';
  /** For `method` badges: the HTTP method, exposed as `data-method` for colouring. */
  method?: string;
  /** Extra class names on the `span`. */
  className?: string;
}

/** A small inline label: a page or group tag, an HTTP method, or "deprecated". */
export function Badge({ children, variant = 'tag', method, className }: BadgeProps) {
  return (
    <span
      className={className ? `docsnav-badge ${className}` : 'docsnav-badge'}
      data-variant={variant}
      data-method={method?.toLowerCase()}
    >
      {children}
    </span>
  );
}
