import { splitModel } from '@docsnav/core/split';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { modelOf } from '../test-support/render-host.js';
import { hydrateDocs } from './hydrate-docs.js';
import { loadedScopes, type ScopeSource } from './scope-source.js';

const hydrated = vi.hoisted(() => ({ calls: [] as { container: unknown; options: unknown }[] }));
vi.mock('react-dom/client', () => ({
  hydrateRoot: (container: unknown, _children: unknown, options: unknown) => {
    hydrated.calls.push({ container, options });
  },
}));

afterEach(() => {
  hydrated.calls.length = 0;
  window.history.replaceState(null, '', '/');
});

function source(): ScopeSource {
  const { shell, scopes, scopesFor } = splitModel(
    modelOf({
      tabs: [
        { tab: 'Guides', pages: ['guides/start'] },
        { tab: 'API', pages: ['api/intro'] },
      ],
    }),
  );
  return {
    shell,
    loadScope: async (id) => scopes.get(id) ?? Promise.reject(new Error(`no scope ${id}`)),
    resolveScopes: async (pathname) => scopesFor(pathname),
  };
}

describe('hydrateDocs', () => {
  it("hydrates the document once the page's scopes and what `preload` loads are there, with React's options", async () => {
    window.history.replaceState(null, '', '/api/intro/');
    const docs = source();
    let release: () => void = () => undefined;
    const asked: string[] = [];
    const onRecoverableError = () => undefined;
    const done = hydrateDocs(docs, {
      preload: (pathname) => {
        asked.push(pathname);
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
      onRecoverableError,
    });
    const ids = await docs.resolveScopes('/api/intro');
    // The scopes are loaded; the document waits for what `preload` loads.
    await vi.waitFor(() => expect(loadedScopes(docs, ids).map((s) => s.id)).toEqual([...ids]));
    expect(asked).toEqual(['/api/intro/']);
    expect(hydrated.calls).toHaveLength(0);
    release();
    await done;
    expect(hydrated.calls).toHaveLength(1);
    expect(hydrated.calls[0]?.container).toBe(document);
    expect(hydrated.calls[0]?.options).toEqual({ onRecoverableError });
  });

  it('hydrates even when `preload` fails', async () => {
    await hydrateDocs(source(), { preload: () => Promise.reject(new Error('offline')) });
    expect(hydrated.calls).toHaveLength(1);
  });
});
