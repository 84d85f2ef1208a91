import type { ReactNode } from 'react';

/** `<Steps>`: an ordered list of `<Step>`s. */
export function Steps({ children }: { children?: ReactNode }) {
  return <ol className="site-steps">{children}</ol>;
}

/** `<Step title>`: one numbered step. */
export function Step({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <li className="site-step">
      {title && <strong className="site-step-title">{title}</strong>}
      <div className="site-step-body">{children}</div>
    </li>
  );
}
