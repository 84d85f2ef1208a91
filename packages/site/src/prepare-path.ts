import * as docs from 'virtual:docsnav';
import { preloadScopes } from '@docsnav/react/react-router';
import { preloadPageFile } from './page/use-page-file.js';

/**
 * What the browser loads before it first renders a path: the navigation scopes of its sidebar and its page
 * file (bucket and module). Returns the scope ids (none when they could not be loaded: the provider then
 * loads them itself). Never rejects.
 */
export async function preparePath(pathname: string): Promise<string[]> {
  const [ids] = await Promise.all([
    preloadScopes(docs, pathname).catch((error: unknown) => {
      console.info('docsnav site: the navigation of this page could not be loaded yet:', error);
      return [];
    }),
    preloadPageFile(pathname, docs.shell.settings.basePath),
  ]);
  return ids;
}
