import { type IconLibrary, type IconRef, iconKeyOf, isIconUrl } from '@docsnav/core';
import {
  type CSSProperties,
  createContext,
  createElement,
  forwardRef,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { useIconLibrary } from '../hook/icon-library.js';
import { cx } from './class-name.js';
import {
  cachedIcon,
  type IconNode,
  type IconSource,
  type IconStatus,
  iconStatus,
  type LoadedIcon,
  loadIcon,
  subscribeIcons,
} from './icon-loader.js';
import { StrokeIcon } from './stroke-icon.js';

/**
 * A host's own icon renderer (another library, a sprite sheet...). Return a node to draw it, `null` to
 * draw nothing, or `undefined` to let docsnav handle it (Font Awesome and lucide names, URLs).
 */
export type IconResolver = (icon: IconRef) => ReactNode | undefined;

interface IconContextValue {
  resolve?: IconResolver | undefined;
  icons?: IconSource | undefined;
  library?: IconLibrary | undefined;
}
const IconContext = createContext<IconContextValue>({});

/** Props of {@link IconResolverProvider}. */
export interface IconResolverProviderProps {
  /** Draws icons itself (other libraries, sprites), before any table. */
  resolve?: IconResolver;
  /** Icon table: `iconKey` → its module's import (e.g. `icons` of `virtual:docsnav-icons`; a lucide name
   *  → `() => import('lucide-react/icons/<name>')`), or a source function such as `lucideAll` of
   *  `@docsnav/react/lucide-all`. Looked up before the tables given to `registerIcons`. */
  icons?: IconSource;
  /** The library icon names are drawn from, over the navigation's (`icons.library` of its docs.json);
   *  without either, Font Awesome, Mintlify's default. An icon's own `library` always wins. */
  library?: IconLibrary;
  /** The navigation that uses the icons. */
  children?: ReactNode;
}

/** Gives every {@link NavIcon} below it the host's icon resolver and/or lucide icon table (each one
 *  inherited from an outer provider when not given). */
export function IconResolverProvider({ resolve, icons, library, children }: IconResolverProviderProps) {
  // What this provider does not set is inherited from an outer one.
  const outer = useContext(IconContext);
  const value = useMemo(
    () => ({
      resolve: resolve ?? outer.resolve,
      icons: icons ?? outer.icons,
      library: library ?? outer.library,
    }),
    [resolve, icons, library, outer],
  );
  return <IconContext.Provider value={value}>{children}</IconContext.Provider>;
}

/** Props of {@link NavIcon}: the slot `span`'s attributes (passed to it, `ref` included) and the icon. */
export interface NavIconProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The icon as written in docs.json: a name (of the site's library), a URL, or `{ name, library?, style? }`. */
  icon: IconRef | undefined;
  /** Overrides the resolver from {@link IconResolverProvider} for this icon. */
  resolve?: IconResolver;
  /** Extra class names on the slot. */
  className?: string;
}

const SLOT_STYLE: CSSProperties = {
  display: 'inline-flex',
  inlineSize: 'var(--docsnav-icon-size, 1em)',
  blockSize: 'var(--docsnav-icon-size, 1em)',
  flex: 'none',
  alignItems: 'center',
  justifyContent: 'center',
};

/**
 * An icon in a fixed-size slot (`1em`, `--docsnav-icon-size`), decorative (`aria-hidden`). Names are drawn
 * from the library the site configured (`icons.library`: Font Awesome Free by default, or lucide; see
 * `iconTarget` and `iconKeyOf` of @docsnav/core), one icon module at a time; the server render and the
 * hydration render an empty slot and the icon appears once loaded, so nothing shifts and nothing
 * mismatches. Unknown icons leave the slot empty.
 */
export const NavIcon = forwardRef<HTMLSpanElement, NavIconProps>(function NavIcon(
  { icon, resolve, className, ...rest },
  forwarded,
) {
  const context = useContext(IconContext);
  const siteLibrary = useIconLibrary();
  const resolver = resolve ?? context.resolve;
  const custom = icon === undefined || !resolver ? undefined : resolver(icon);
  const name = icon === undefined ? undefined : typeof icon === 'string' ? icon : icon.name;
  const isUrl = name !== undefined && isIconUrl(name);
  const key =
    custom === undefined && icon !== undefined ? iconKeyOf(icon, context.library ?? siteLibrary) : undefined;
  // One object handed down (no `{...rest, more}`: V8 adds keys after a spread of an object rest about 15×
  // slower, and a navigation draws an icon per tab, anchor and entry that has one).
  const slot: SlotProps = {
    attrs: rest,
    forwarded,
    className: cx('docsnav-icon', className),
    name,
  };
  if (key) return <LoadedSlot slot={slot} iconKey={key} icons={context.icons} />;
  if (custom !== undefined) {
    const drawn = custom !== null && custom !== false && custom !== '';
    return (
      <Slot slot={slot} state={drawn ? 'loaded' : 'missing'}>
        {custom}
      </Slot>
    );
  }
  if (isUrl && name) {
    return (
      <Slot slot={slot} state="loaded">
        <img src={name} alt="" width="16" height="16" style={{ inlineSize: '100%', blockSize: '100%' }} />
      </Slot>
    );
  }
  return <Slot slot={slot} state="missing" />;
});

/** What every slot receives: the host's attributes and ref, the class names and the icon's name. */
interface SlotProps {
  /** The host's attributes, `className` left out (a new object: the slot's own are set on it). */
  attrs: Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'className'>;
  forwarded: Ref<HTMLSpanElement>;
  className: string;
  name: string | undefined;
}

/** The fixed-size, decorative slot. `data-icon-state`: `loading` (a lucide icon on its way), `loaded`
 *  (something is drawn) or `missing` (the slot stays empty), for styles and tests. */
function Slot({ slot, state, children }: { slot: SlotProps; state: IconStatus; children?: ReactNode }) {
  const { attrs, forwarded, className, name } = slot;
  const { style } = attrs;
  const props: Record<string, unknown> = {
    ref: forwarded,
    className,
    'data-icon': name,
    'data-icon-state': state,
    'aria-hidden': 'true',
    style: style ? { ...SLOT_STYLE, ...style } : SLOT_STYLE,
    children,
  };
  // The host's attributes, under the slot's own (a new literal filled in: see NavIcon).
  for (const key in attrs) if (!(key in props)) props[key] = attrs[key as keyof typeof attrs];
  return <span {...props} />;
}

const serverSnapshot = () => undefined;
const serverStatus = (): IconStatus => 'loading';

/** The slot of an icon loaded by key: its state follows the loader (`loading` on the server and at
 *  hydration). */
function LoadedSlot({
  slot,
  iconKey,
  icons,
}: {
  slot: SlotProps;
  iconKey: string;
  icons: IconSource | undefined;
}) {
  const state = useSyncExternalStore(subscribeIcons, () => iconStatus(iconKey), serverStatus);
  return (
    <Slot slot={slot} state={state}>
      <IconSvg name={iconKey} icons={icons} />
    </Slot>
  );
}

function renderNodes(nodes: IconNode): ReactNode[] {
  return nodes.map(([tag, attrs, children], i) =>
    createElement(tag, { ...attrs, key: i }, children ? renderNodes(children) : undefined),
  );
}

const FULL = { width: '100%', height: '100%' } as const;
const isNode = (icon: LoadedIcon): icon is IconNode => Array.isArray(icon);
/** Draws an icon once it is loaded (nothing before, and nothing during hydration). */
function IconSvg({ name, icons }: { name: string; icons: IconSource | undefined }) {
  const node: LoadedIcon | null | undefined = useSyncExternalStore(
    subscribeIcons,
    () => cachedIcon(name),
    serverSnapshot,
  );
  useEffect(() => loadIcon(name, icons), [name, icons]);
  if (!node) return null;
  if (!isNode(node)) return createElement(node, FULL);
  // Elements with their own `svg` (Font Awesome: its grid, filled) are drawn as they are.
  if (node[0]?.[0] === 'svg') return renderNodes(node);
  // A lucide icon's elements go inside lucide's 24×24 stroked `svg` (the kit's own glyphs' one).
  return <StrokeIcon size="100%">{renderNodes(node)}</StrokeIcon>;
}
