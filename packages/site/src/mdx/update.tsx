import type { ReactNode } from 'react';

/** Props of `<Update>`, Mintlify's changelog entry. */
export interface UpdateProps {
  /** The entry's date or version (`2026-07-30`, `v1.2`): shown first, and its anchor. */
  label?: string;
  /** A one-line summary under the label. */
  description?: string;
  /** Short tags shown with the label. */
  tags?: readonly string[];
  children?: ReactNode;
}

/** The anchor of an entry: its label lower-cased, runs of other characters as one `-` (`March 2026` →
 *  `march-2026`), as Mintlify links to an update. */
export function updateId(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * `<Update label="2026-07-30" description="…" tags={[…]}>`: one changelog entry, its label (linked to its
 * own anchor), description and tags beside its content.
 */
export function Update({ label, description, tags, children }: UpdateProps) {
  const text = typeof label === 'string' ? label.trim() : '';
  const id = text ? updateId(text) || undefined : undefined;
  const tagList = Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : [];
  return (
    <section className="site-update" id={id} aria-label={text || undefined}>
      <div className="site-update-meta">
        {text ? (
          <a className="site-update-label" href={id ? `#${id}` : undefined}>
            {text}
          </a>
        ) : null}
        {typeof description === 'string' && description ? (
          <p className="site-update-description">{description}</p>
        ) : null}
        {tagList.length ? (
          <ul className="site-update-tags">
            {tagList.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="site-update-body">{children}</div>
    </section>
  );
}
