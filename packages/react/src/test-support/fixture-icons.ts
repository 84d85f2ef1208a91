/** The lucide icons the test and story fixtures use, as a table: what `virtual:docsnav-icons` of the Vite
 *  plugin gives a site for its docs (one `import()` per icon, resolved from @docsnav/react's lucide-react). */
import type { IconTable } from '../components/icon-loader.js';

export const fixtureIcons: IconTable = {
  activity: () => import('lucide-react/icons/activity'),
  'book-open': () => import('lucide-react/icons/book-open'),
  cloud: () => import('lucide-react/icons/cloud'),
  code: () => import('lucide-react/icons/code'),
  globe: () => import('lucide-react/icons/globe'),
  'graduation-cap': () => import('lucide-react/icons/graduation-cap'),
  house: () => import('lucide-react/icons/house'),
  key: () => import('lucide-react/icons/key'),
  list: () => import('lucide-react/icons/list'),
  lock: () => import('lucide-react/icons/lock'),
  newspaper: () => import('lucide-react/icons/newspaper'),
  play: () => import('lucide-react/icons/play'),
  rocket: () => import('lucide-react/icons/rocket'),
  server: () => import('lucide-react/icons/server'),
  'square-terminal': () => import('lucide-react/icons/square-terminal'),
  tag: () => import('lucide-react/icons/tag'),
  users: () => import('lucide-react/icons/users'),
  zap: () => import('lucide-react/icons/zap'),
};
