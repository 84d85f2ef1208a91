import { type Redirect, readRedirects } from '../redirects/redirect-rules.js';
import { docsSetting } from './docs-setting.js';
import type { PageProblem } from './page-diagnostics.js';

/** docs.json's redirects, and each entry left out as a problem located in docs.json. */
export interface SiteRedirects {
  readonly redirects: readonly Redirect[];
  readonly problems: readonly PageProblem[];
}

/**
 * docs.json's redirects (mint.json's, converted, in a folder still on it) and each entry left out as a
 * problem located in docs.json (mint.json: the file). Read and parsed once per build for the redirects
 * module, the page map and the prerendered paths; read again when docs.json has changed since (its time,
 * size or inode), as a dev server's edit does (`docsSetting`).
 */
export function siteRedirects(root: string): SiteRedirects {
  const { value, problems } = docsSetting<readonly Redirect[]>(
    'redirects',
    root,
    (config) => {
      const { redirects, problems } = readRedirects(config);
      return {
        value: redirects,
        problems: problems.map(({ pointer, message }) => ({
          code: 'redirect-invalid',
          pointer,
          message: `${message} (left out)`,
        })),
      };
    },
    [],
  );
  return { redirects: value, problems };
}
