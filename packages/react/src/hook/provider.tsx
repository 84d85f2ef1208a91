import {
  locationIn,
  type NavIndex,
  type NavLocation,
  type NavModel,
  nodeById,
  sharedIndex,
} from '@docsnav/core';
import { useMemo } from 'react';
import type { NavigationProviderProps } from './types.js';
import { useProvider } from './use-provider.js';

/** Provides the navigation state of `model` at `pathname` to `useNavigation()` and the narrower hooks.
 *  The first render depends only on the props, so server and hydrated client renders agree. A split model's
 *  provider is `SplitNavigationProvider` (`@docsnav/react/split`). */
export function NavigationProvider(props: NavigationProviderProps) {
  const { model, basePath } = props;
  const index = useMemo(() => sharedIndex(model ?? NO_MODEL, { basePath }), [model, basePath]);
  return useProvider(props, index, carryById);
}

/** The model of a provider given no `model`: an empty navigation, nothing thrown. */
const NO_MODEL: NavModel = {
  version: 2,
  settings: { eyebrows: 'section', basePath: '' },
  global: [],
  items: [],
};

/** A whole model's last location in its new index (a new model object, or basePath): what `locate` reads of
 *  a previous location, its sidebar and the divisions above it (`locationIn`), found again by id; undefined
 *  when its sidebar is gone. */
function carryById(from: NavIndex, to: NavIndex, location: NavLocation): NavLocation | undefined {
  const sidebar = nodeById(to, from.nodes[location.sidebar]?.id ?? '');
  return sidebar < 0 ? undefined : locationIn(to, sidebar);
}
