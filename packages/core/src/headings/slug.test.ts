import { describe, expect, it } from 'vitest';
import { createHeadingSlugger, pageModeShowsToc, slugifyHeading, splitCustomHeadingId } from './slug.js';

describe('slugifyHeading', () => {
  it('lower-cases, drops punctuation and turns spaces into hyphens', () => {
    expect(slugifyHeading('Getting Started!')).toBe('getting-started');
    expect(slugifyHeading('SET SOURCE_RATE_LIMIT')).toBe('set-source_rate_limit');
    expect(slugifyHeading('What is `docsnav`? (beta)')).toBe('what-is-docsnav-beta');
    expect(slugifyHeading('a  b')).toBe('a--b');
    expect(slugifyHeading('C++ & C#')).toBe('c--c');
  });
  it('keeps letters of every script and drops emoji', () => {
    expect(slugifyHeading('Überblick')).toBe('überblick');
    expect(slugifyHeading('快速开始 指南')).toBe('快速开始-指南');
    expect(slugifyHeading('🚀 Launch')).toBe('-launch');
  });
});

describe('createHeadingSlugger', () => {
  it('numbers duplicates as GitHub does', () => {
    const slugger = createHeadingSlugger();
    expect(['Setup', 'Setup', 'Setup', 'Setup 1', 'Other'].map((t) => slugger.next(t))).toEqual([
      'setup',
      'setup-1',
      'setup-2',
      'setup-1-1',
      'other',
    ]);
  });
  it('uses a custom id, and numbers a slug that would repeat it', () => {
    const slugger = createHeadingSlugger();
    expect(slugger.next('SET X', 'set-x')).toBe('set-x');
    expect(slugger.next('Set x')).toBe('set-x-1');
  });
  it('gives an empty slug a fallback id', () => {
    const slugger = createHeadingSlugger();
    expect(slugger.next('!!!')).toBe('section');
    expect(slugger.next('???')).toBe('section-1');
  });
});

describe('splitCustomHeadingId', () => {
  it('splits {#id} off the end of the text', () => {
    expect(splitCustomHeadingId('SET X {#set-x}')).toEqual({ text: 'SET X', id: 'set-x' });
    expect(splitCustomHeadingId('Title \\{#my_id.v2\\}')).toEqual({ text: 'Title', id: 'my_id.v2' });
  });
  it('leaves other braces alone', () => {
    expect(splitCustomHeadingId('Use {#id} here')).toEqual({ text: 'Use {#id} here' });
    expect(splitCustomHeadingId('Object {}')).toEqual({ text: 'Object {}' });
    expect(splitCustomHeadingId('Bad {#has space}')).toEqual({ text: 'Bad {#has space}' });
  });
});

describe('pageModeShowsToc', () => {
  it('hides the list for Mintlify modes without a table of contents', () => {
    expect(pageModeShowsToc(undefined)).toBe(true);
    expect(pageModeShowsToc('default')).toBe(true);
    for (const mode of ['wide', 'custom', 'center', 'frame']) expect(pageModeShowsToc(mode)).toBe(false);
  });
});
