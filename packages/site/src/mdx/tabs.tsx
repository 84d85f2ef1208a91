import { REVEAL_EVENT, VISIBILITY_EVENT } from '@docsnav/react/toc';
import {
  Children,
  isValidElement,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

/** The element id of a location hash (`#set-x` → `set-x`). */
function hashId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/** `<Tab title>`: one panel of `<Tabs>` (rendered by `Tabs`). */
export function Tab({ children }: { title?: string; children?: ReactNode }) {
  return <>{children}</>;
}

interface TabElementProps {
  title?: unknown;
  children?: ReactNode;
}

/**
 * `<Tabs>`: the WAI-ARIA tabs pattern over its `<Tab title>` children (arrow keys move between tabs). It
 * follows the kit's reveal contract: a link to a heading in an inactive tab ("On this page", `#id`) selects
 * that tab first, and a change of tab is reported so the scroll-spy re-reads which headings are visible.
 */
export function Tabs({ children }: { children?: ReactNode }) {
  const tabs = Children.toArray(children).filter(isValidElement) as React.ReactElement<TabElementProps>[];
  const [selected, setSelected] = useState(0);
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const root = useRef<HTMLDivElement>(null);
  const shown = useRef(selected);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const open = (node: Node) => {
      const panels = [...element.querySelectorAll(':scope > [role="tabpanel"]')];
      const i = panels.findIndex((panel) => panel.contains(node));
      if (i >= 0) setSelected(i);
    };
    const reveal = (event: Event) => open(event.target as Node);
    element.addEventListener(REVEAL_EVENT, reveal);
    // Tabs that hydrate after the page asked to reveal `#id` (their Suspense boundary came later): the
    // address itself says which panel to open, then the heading is scrolled to.
    const target = location.hash.length > 1 ? document.getElementById(hashId(location.hash)) : null;
    if (target && element.contains(target)) {
      open(target);
      requestAnimationFrame(() => target.scrollIntoView({ block: 'start' }));
    }
    return () => element.removeEventListener(REVEAL_EVENT, reveal);
  }, []);
  useEffect(() => {
    if (shown.current === selected) return;
    shown.current = selected;
    root.current?.dispatchEvent(new CustomEvent(VISIBILITY_EVENT, { bubbles: true }));
  }, [selected]);
  const onKeyDown = (event: KeyboardEvent) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = (selected + delta + tabs.length) % tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  };
  return (
    <div className="site-tabs" ref={root}>
      <div role="tablist" className="site-tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.key ?? i}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
          >
            {typeof tab.props.title === 'string' ? tab.props.title : `Tab ${i + 1}`}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.key ?? i}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          hidden={i !== selected}
          className="site-tabpanel"
        >
          {tab.props.children}
        </div>
      ))}
    </div>
  );
}
