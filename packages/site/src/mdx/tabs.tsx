import { Children, isValidElement, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

/** `<Tab title>`: one panel of `<Tabs>` (rendered by `Tabs`). */
export function Tab({ children }: { title?: string; children?: ReactNode }) {
  return <>{children}</>;
}

interface TabElementProps {
  title?: unknown;
  children?: ReactNode;
}

/** `<Tabs>`: the WAI-ARIA tabs pattern over its `<Tab title>` children (arrow keys move between tabs). */
export function Tabs({ children }: { children?: ReactNode }) {
  const tabs = Children.toArray(children).filter(isValidElement) as React.ReactElement<TabElementProps>[];
  const [selected, setSelected] = useState(0);
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = (selected + delta + tabs.length) % tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  };
  return (
    <div className="site-tabs">
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
