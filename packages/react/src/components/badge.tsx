import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from './class-name.js';

/** Props of {@link Badge}: a `span`'s attributes (passed to it, `ref` included) and the badge's own. */
export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
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
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { children, variant = 'tag', method, className, ...rest },
  ref,
) {
  return (
    <span
      {...rest}
      ref={ref}
      className={cx('docsnav-badge', className)}
      data-variant={variant}
      data-method={method?.toLowerCase()}
    >
      {children}
    </span>
  );
});
