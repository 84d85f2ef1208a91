/** Font Awesome Free icons for the stories, as a table keyed by `iconKey` of @docsnav/core: each entry
 *  imports Font Awesome's own per-icon module and gives it the shape the Vite plugin's Font Awesome modules
 *  have (`__iconData.node`: the icon's own filled `svg`), as `virtual:docsnav-icons` gives a site. */
import type { IconTable } from '../components/icon-loader.js';

interface FaModule {
  definition?: { icon: [number, number, unknown, unknown, string | string[]] };
  default?: FaModule;
}

/** Font Awesome's module → the Vite plugin's module shape (`faModuleCode` of @docsnav/node). */
function asIconModule(mod: FaModule) {
  const icon = (mod.definition ?? mod.default?.definition)?.icon;
  if (!icon) return {};
  const [width, height, , , data] = icon;
  const paths = typeof data === 'string' ? [data] : data;
  const svg = { viewBox: `0 0 ${width} ${height}`, width: '100%', height: '100%', fill: 'currentColor' };
  return { __iconData: { node: [['svg', svg, paths.map((d) => ['path', { d }])]] } };
}

export const fixtureFaIcons: IconTable = {
  'fa-solid:star': () => import('@fortawesome/free-solid-svg-icons/faStar').then(asIconModule),
  'fa-regular:star': () => import('@fortawesome/free-regular-svg-icons/faStar').then(asIconModule),
  'fa-regular:gear': () => import('@fortawesome/free-solid-svg-icons/faGear').then(asIconModule),
  'fa-regular:github': () => import('@fortawesome/free-brands-svg-icons/faGithub').then(asIconModule),
  'fa-brands:discord': () => import('@fortawesome/free-brands-svg-icons/faDiscord').then(asIconModule),
};
