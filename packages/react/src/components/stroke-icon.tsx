/** The kit's few inline glyphs (chevrons, drawer buttons, external mark): stroked 24×24 paths. */

/** Props of {@link StrokeIcon}. */
export interface StrokeIconProps {
  /** The `d` of each path. */
  paths: readonly string[];
  /** Extra class names on the `svg`. */
  className?: string;
  /** Width and height (CSS length). Default `1em`. */
  size?: string;
}

/** A decorative stroked SVG (`currentColor`, hidden from assistive technology). */
export function StrokeIcon({ paths, className, size = '1em' }: StrokeIconProps) {
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
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
