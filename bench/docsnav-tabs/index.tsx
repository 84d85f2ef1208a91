// docsnav with a tab bar above its sidebar, for pnpm bench:prefetch (bench/hover-prefetch.mjs): hovering a tab
// prefetches that tab's scope (parsed by parseSplit in the browser). Not one of pnpm bench:browser's peers.
import { TabBar } from '@docsnav/react/switchers';
import { mountWith } from '../docsnav/index.tsx';

export const mount = (container: HTMLElement, navJson: unknown, initialPath: string) =>
  mountWith(container, navJson, initialPath, <TabBar />);
