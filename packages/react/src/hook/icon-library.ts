import { type IconLibrary, iconLibraryOf } from '@docsnav/core';
import { useContext } from 'react';
import { StoreContext } from './context.js';

/**
 * The icon library of the navigation around (`icons.library` of its docs.json: Font Awesome unless it says
 * lucide); Font Awesome outside a `NavigationProvider`. Read at render: a model's settings do not change
 * while its provider is mounted, so nothing subscribes (a sidebar draws hundreds of icons).
 */
export function useIconLibrary(): IconLibrary {
  const store = useContext(StoreContext);
  return iconLibraryOf(store?.index.settings);
}
