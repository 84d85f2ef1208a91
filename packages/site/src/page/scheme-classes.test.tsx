import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// The stylesheet as the site loads it (root.tsx imports it), applied to a page body written as Mintlify
// pages write their light and dark images.
const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'scheme-classes.css'), 'utf8');

function page(): { light: HTMLElement; dark: HTMLElement; outside: HTMLElement } {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  document.body.innerHTML = [
    '<div class="site-prose">',
    '<img id="light" class="block dark:hidden rounded-lg" src="/light.png" alt="">',
    '<img id="dark" class="hidden dark:block rounded-lg" src="/dark.png" alt="">',
    '</div>',
    '<nav><span id="outside" class="hidden">kit markup keeps its own classes</span></nav>',
  ].join('');
  const get = (id: string) => document.getElementById(id) as HTMLElement;
  return { light: get('light'), dark: get('dark'), outside: get('outside') };
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete document.documentElement.dataset.theme;
});

describe('light and dark images of a page (Tailwind display classes)', () => {
  it('shows the light image only in the light scheme', () => {
    document.documentElement.dataset.theme = 'light';
    const { light, dark } = page();
    expect(getComputedStyle(light).display).toBe('block');
    expect(getComputedStyle(dark).display).toBe('none');
  });

  it('shows the dark image only in the dark scheme', () => {
    document.documentElement.dataset.theme = 'dark';
    const { light, dark } = page();
    expect(getComputedStyle(light).display).toBe('none');
    expect(getComputedStyle(dark).display).toBe('block');
  });

  it('touches nothing outside the page content', () => {
    const { outside } = page();
    expect(getComputedStyle(outside).display).not.toBe('none');
  });
});
