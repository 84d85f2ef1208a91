import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

/** Props of `<Step>`. `stepNumber` overrides the number `<Steps>` gives it. */
export interface StepProps {
  title?: unknown;
  stepNumber?: unknown;
  children?: ReactNode;
}

/**
 * `<Steps>`: an ordered list of `<Step>`s, each numbered (in a circle, the steps joined by a vertical line,
 * mdx/components.css) in the order written.
 */
export function Steps({ children }: { children?: ReactNode }) {
  let n = 0;
  const numbered = Children.map(children, (child) => {
    if (!isValidElement(child)) return child;
    n += 1;
    const element = child as ReactElement<StepProps>;
    return element.props.stepNumber === undefined ? cloneElement(element, { stepNumber: n }) : element;
  });
  return <ol className="site-steps">{numbered}</ol>;
}

/** `<Step title>`: one step, its number, its title and its content. */
export function Step({ title, stepNumber, children }: StepProps) {
  const number = typeof stepNumber === 'number' || typeof stepNumber === 'string' ? stepNumber : undefined;
  const value = Number(number);
  return (
    <li className="site-step" value={Number.isInteger(value) ? value : undefined}>
      <span className="site-step-number" aria-hidden="true">
        {number}
      </span>
      <div className="site-step-content">
        {typeof title === 'string' && title && <p className="site-step-title">{title}</p>}
        <div className="site-step-body">{children}</div>
      </div>
    </li>
  );
}
