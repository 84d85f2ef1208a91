import type { ReactNode } from 'react';

/** Props of a callout: its content and an optional title replacing the kind's label. */
export interface CalloutProps {
  children?: ReactNode;
  title?: string;
}

function CalloutBox({ kind, label, children, title }: CalloutProps & { kind: string; label: string }) {
  return (
    <div className="site-callout" data-kind={kind} role="note">
      <strong className="site-callout-label">{title ?? label}</strong>
      <div className="site-callout-body">{children}</div>
    </div>
  );
}

// `<Note>`, `<Tip>`, `<Info>`, `<Warning>`, `<Check>`, `<Danger>`, `<Callout>`: a labelled note. One export
// each, so that a page's components module takes only those it renders (known-components.ts).
/** `<Note>`: a labelled note. */
export const Note = (props: CalloutProps) => <CalloutBox kind="note" label="Note" {...props} />;
/** `<Tip>`: a labelled note. */
export const Tip = (props: CalloutProps) => <CalloutBox kind="tip" label="Tip" {...props} />;
/** `<Info>`: a labelled note. */
export const Info = (props: CalloutProps) => <CalloutBox kind="info" label="Info" {...props} />;
/** `<Warning>`: a labelled note. */
export const Warning = (props: CalloutProps) => <CalloutBox kind="warning" label="Warning" {...props} />;
/** `<Check>`: a labelled note. */
export const Check = (props: CalloutProps) => <CalloutBox kind="check" label="Check" {...props} />;
/** `<Danger>`: a labelled note. */
export const Danger = (props: CalloutProps) => <CalloutBox kind="danger" label="Danger" {...props} />;
/** `<Callout>`: a note labelled "Note". */
export const Callout = (props: CalloutProps) => <CalloutBox kind="callout" label="Note" {...props} />;
