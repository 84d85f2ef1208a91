import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Step, Steps } from './steps.js';

function render(ui: React.ReactNode): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(ui);
  return host;
}

describe('<Steps>', () => {
  it('numbers each step in order, with its title and content', () => {
    const host = render(
      <Steps>
        <Step title="Install">
          <p>pip install mem0ai</p>
        </Step>
        <Step title="Configure">
          <p>Set the key.</p>
        </Step>
      </Steps>,
    );
    const steps = [...host.querySelectorAll('ol.site-steps > li')];
    expect(steps).toHaveLength(2);
    expect(steps.map((s) => s.querySelector('.site-step-number')?.textContent)).toEqual(['1', '2']);
    expect(steps.map((s) => s.querySelector('.site-step-title')?.textContent)).toEqual([
      'Install',
      'Configure',
    ]);
    // The list already numbers the steps for assistive technology: the drawn number is not read twice.
    expect(steps[0]?.querySelector('.site-step-number')?.getAttribute('aria-hidden')).toBe('true');
    expect(steps[1]?.querySelector('.site-step-body p')?.textContent).toBe('Set the key.');
  });

  it('takes a stepNumber the page gives', () => {
    const host = render(
      <Steps>
        <Step title="Later" stepNumber={4}>
          x
        </Step>
        <Step title="Next">y</Step>
      </Steps>,
    );
    const steps = [...host.querySelectorAll('li')];
    expect(steps[0]?.getAttribute('value')).toBe('4');
    expect(steps[0]?.querySelector('.site-step-number')?.textContent).toBe('4');
    expect(steps[1]?.querySelector('.site-step-number')?.textContent).toBe('2');
  });
});
