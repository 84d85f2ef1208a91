/** Joins class names, skipping empty ones: `cx('docsnav-page', className)`. */
export function cx(...parts: Array<string | false | null | undefined>): string {
  let out = '';
  for (const part of parts) {
    if (part) out = out ? `${out} ${part}` : part;
  }
  return out;
}

/** `data-*` boolean flag: present (`""`) when true, absent when false, so `[data-active]` selects it. */
export function flag(value: boolean | undefined): '' | undefined {
  return value ? '' : undefined;
}
