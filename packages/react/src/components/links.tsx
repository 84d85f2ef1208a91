import { isExternalHref, isPlainClick } from '@docsnav/core';
import {
  type AnchorHTMLAttributes,
  type CSSProperties,
  createContext,
  type ReactElement,
  type ReactNode,
  useContext,
} from 'react';
import type { LinkComponent, NavLinkProps } from '../hook/types.js';
import { cx } from './class-name.js';
import { StrokeIcon } from './stroke-icon.js';

/** Core's rules, re-exported here for the kit's components: `isExternalHref` (an href with a scheme
 *  or another host leaves the site, and is opened in a new tab, marked, with `rel="noopener noreferrer"`) and
 *  `isPlainClick` (a plain left click is handled in place). */
export { isExternalHref, isPlainClick };

/** Hides text visually but keeps it for screen readers, without needing the stylesheet. */
export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/** The spoken text of external links ("opens in a new tab"); set with {@link NewTabLabelProvider}. */
const NewTabLabelContext = createContext('opens in a new tab');

/** Props of {@link NewTabLabelProvider}. */
export interface NewTabLabelProviderProps {
  /** The text spoken after every external link below, e.g. "se abre en una pestaña nueva". */
  label: string;
  /** The part of the page whose external links use it. */
  children?: ReactNode;
}

/** Translates the spoken "(opens in a new tab)" of the external links below it (`DocsLayout` uses it for
 *  `labels.newTab`). */
export function NewTabLabelProvider({ label, children }: NewTabLabelProviderProps) {
  return <NewTabLabelContext.Provider value={label}>{children}</NewTabLabelContext.Provider>;
}

/** The visible external-link mark (an arrow) and its spoken text (default: from {@link NewTabLabelProvider}). */
export function ExternalMark({ label }: { label?: string }) {
  const fromContext = useContext(NewTabLabelContext);
  return (
    <>
      <StrokeIcon className="docsnav-external-mark" size="0.75em" paths={['M7 7h10v10', 'M7 17 17 7']} />
      <span style={VISUALLY_HIDDEN}> ({label ?? fromContext})</span>
    </>
  );
}

/** Props of {@link NavAnchor}: an anchor's attributes (passed through, `ref` included) plus the link logic. */
export interface NavAnchorProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The target: a site path, `#fragment` or external URL. */
  href: string;
  /** The host's link component, used for internal links. It must pass `ref` and unknown props to its `<a>`. */
  Link: LinkComponent;
  /** Forces the external treatment; by default decided from the href. `false` cannot make an href that
   *  leaves the site (`https:`, `//host`, `/\host`) internal. */
  external?: boolean | undefined;
  /** `aria-current` value for the current page (`page`) or the section that contains it (`true`). */
  current?: 'page' | 'true' | false;
  /** The link content. */
  children?: ReactNode;
}

/**
 * A real `<a href>`: internal links go through the host's `Link`; external ones are plain anchors opening a
 * new tab with `rel="noopener noreferrer"` and a visible mark. `data-active` is set on the current link.
 */
export function NavAnchor(props: NavAnchorProps) {
  return navAnchor(props);
}

/**
 * The element {@link NavAnchor} renders, without a component of its own: the sidebar's entries call it, so
 * that each of their thousands of links is one component fewer (no hooks here, so a plain call is safe).
 */
export function navAnchor({
  href,
  Link,
  external,
  current,
  children,
  rel,
  ...rest
}: NavAnchorProps): ReactElement {
  // An href a browser sends to another host is external whatever the caller says: never the host's router.
  const isExternal = external === true || isExternalHref(href);
  // Every prop is set on `rest` (a new object), which is then spread alone: V8 adds keys after a spread of
  // an object rest about 15× slower (`{...rest, href}`), and a sidebar renders thousands of these.
  const props: AnchorHTMLAttributes<HTMLAnchorElement> & Record<`data-${string}`, string | undefined> = rest;
  props['aria-current'] = current || undefined;
  props['data-active'] = current ? '' : undefined;
  props['data-external'] = isExternal ? '' : undefined;
  props.href = href;
  if (isExternal) {
    props.target = '_blank';
    props.rel = cx('noopener noreferrer', rel);
    return (
      <a {...props}>
        {children}
        <ExternalMark />
      </a>
    );
  }
  props.rel = rel;
  props.children = children;
  // The provider's link (`useNavigationLink()`) has no hooks: its element is made here, one component fewer.
  const plain = Link as ((p: NavLinkProps) => ReactElement) & { plain?: boolean };
  if (plain.plain) return plain(props as NavLinkProps);
  return <Link {...(props as NavLinkProps)} />;
}
