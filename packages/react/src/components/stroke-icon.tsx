/** The kit's few inline glyphs (chevrons, drawer buttons, external mark), and lucide icons' elements
 *  (`NavIcon`): stroked 24×24 paths. */
import type { ReactNode } from 'react';

/** Props of {@link StrokeIcon}. */
export interface StrokeIconProps {
  /** The `d` of each path. */
  paths?: readonly string[];
  /** Other elements, after the paths (a lucide icon's). */
  children?: ReactNode;
  /** Extra class names on the `svg`. */
  className?: string;
  /** Width and height (CSS length). Default `1em`. */
  size?: string;
}

/** A decorative stroked SVG (`currentColor`, hidden from assistive technology). */
export function StrokeIcon({ paths = [], className, size = '1em', children }: StrokeIconProps) {
  const drawn = paths.map((d) => <path key={d} d={d} />);
  // Paths alone are the `svg`'s one array of children: no fragment fiber for them (a sidebar draws a chevron
  // in each of hundreds of group toggles).
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children === undefined ? (
        drawn
      ) : (
        <>
          {drawn}
          {children}
        </>
      )}
    </svg>
  );
}
