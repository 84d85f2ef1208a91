import type { PageHeading } from '@docsnav/core';
import { REVEAL_EVENT, VISIBILITY_EVENT } from '@docsnav/react/toc';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** The headings of {@link TocArticle}, as a page compiler would list them. */
export const TOC_HEADINGS: PageHeading[] = [
  { depth: 2, text: 'Install', id: 'install' },
  { depth: 3, text: 'With npm', id: 'with-npm' },
  { depth: 3, text: 'With pnpm', id: 'with-pnpm' },
  { depth: 2, text: 'Configure', id: 'configure' },
  { depth: 3, text: 'Regions', id: 'regions' },
  { depth: 4, text: 'Failover', id: 'failover' },
  { depth: 2, text: 'Deploy', id: 'deploy' },
  { depth: 2, text: 'Next steps', id: 'next-steps' },
];

/** Arabic headings (right-to-left). */
export const ARABIC_HEADINGS: PageHeading[] = [
  { depth: 2, text: 'التثبيت', id: 'install' },
  { depth: 3, text: 'باستخدام npm', id: 'with-npm' },
  { depth: 2, text: 'الإعداد', id: 'configure' },
  { depth: 2, text: 'النشر', id: 'deploy' },
];

const prose =
  'Acme Cloud builds the repository, runs it in the regions you pick and keeps it running. Each section ' +
  'below is long enough for the list to follow the reader as the page scrolls.';

/** Two tabs following the reveal contract: a link to a heading in the hidden tab selects it first. */
function TwoTabs({ first, second }: { first: ReactNode; second: ReactNode }) {
  const [selected, setSelected] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const reveal = (event: Event) => {
      const panels = [...element.querySelectorAll(':scope > [role="tabpanel"]')];
      const i = panels.findIndex((panel) => panel.contains(event.target as Node));
      if (i >= 0) setSelected(i);
    };
    element.addEventListener(REVEAL_EVENT, reveal);
    return () => element.removeEventListener(REVEAL_EVENT, reveal);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of tab is the trigger.
  useEffect(() => {
    root.current?.dispatchEvent(new CustomEvent(VISIBILITY_EVENT, { bubbles: true }));
  }, [selected]);
  return (
    <div ref={root}>
      <div role="tablist" aria-label="Package manager">
        {['npm', 'pnpm'].map((name, i) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={i === selected}
            aria-controls={`panel-${name}`}
            onClick={() => setSelected(i)}
          >
            {name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="panel-npm" aria-labelledby="tab-npm" hidden={selected !== 0}>
        {first}
      </div>
      <div role="tabpanel" id="panel-pnpm" aria-labelledby="tab-pnpm" hidden={selected !== 1}>
        {second}
      </div>
    </div>
  );
}

/** A page body with the headings of {@link TOC_HEADINGS} ("With pnpm" in an inactive tab). */
export function TocArticle({ headings = TOC_HEADINGS }: { headings?: PageHeading[] }) {
  const text = (id: string) => headings.find((h) => h.id === id)?.text ?? id;
  const section = (count: number) =>
    Array.from({ length: count }, (_, i) => `p${i}`).map((key) => <p key={key}>{prose}</p>);
  return (
    <article style={{ fontFamily: 'system-ui', lineHeight: 1.6, maxInlineSize: '40rem' }}>
      <h1>Deploy an app</h1>
      {section(2)}
      <h2 id="install">{text('install')}</h2>
      <TwoTabs
        first={
          <>
            <h3 id="with-npm">{text('with-npm')}</h3>
            {section(2)}
          </>
        }
        second={
          <>
            <h3 id="with-pnpm">{text('with-pnpm')}</h3>
            {section(2)}
          </>
        }
      />
      <h2 id="configure">{text('configure')}</h2>
      {section(3)}
      <h3 id="regions">{text('regions')}</h3>
      {section(2)}
      <h4 id="failover">{text('failover')}</h4>
      {section(3)}
      <h2 id="deploy">{text('deploy')}</h2>
      {section(4)}
      <h2 id="next-steps">{text('next-steps')}</h2>
      <p>{prose}</p>
      <div data-docsnav-page-end="" />
    </article>
  );
}
