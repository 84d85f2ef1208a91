import { type DivisionOption, divisionOptions, locationIn, type NavIndex } from '@docsnav/core';
import { type ComponentType, forwardRef, type HTMLAttributes } from 'react';
import { useDivisionOptions, useNavigationIndex } from '../hook/hooks.js';
import { cx, flag } from './class-name.js';
import { divisionNode } from './division.js';
import { DivisionLink } from './division-link.js';
import { useActiveLanguage } from './language.js';
import { MenuButton, type MenuOption } from './menu-button.js';
import { NavIcon } from './nav-icon.js';

/** Texts of the tab bar, for translation. */
export interface TabBarLabels {
  /** Accessible name of the `nav`. Default "Tabs". */
  nav: string;
}

/** Props of {@link TabBar}: a `nav`'s attributes (passed to it, `ref` included) and the tab bar's own. */
export interface TabBarProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Extra class names on the `nav`. */
  className?: string;
  /** Texts, for translation; what is not given stays English. */
  labels?: Partial<TabBarLabels>;
  /** Parts drawn by the host (docs/components.md, "Customising a part"): `Tab`, the content of one tab
   *  inside the kit's link or menu button (default: icon and label). */
  components?: TabBarComponents;
}

/** The parts of {@link TabBar} a host may draw. Keep the object stable (module level or memoized). */
export interface TabBarComponents {
  /** The content of one tab. */
  Tab?: ComponentType<{ tab: DivisionOption }>;
}

/**
 * The menu items of `tab`, as core `divisionOptions` lists them: for the active tab, the hook's menu options
 * (`active`); for another, the options at a location inside its first visible menu item, none current.
 */
function tabMenu(index: NavIndex, tab: DivisionOption, active: DivisionOption[]): DivisionOption[] {
  if (tab.current && active.length > 0) return active;
  const first = index.nodes[tab.node]?.children.find((child) => {
    const item = divisionNode(index, child);
    return item?.kind === 'menu' && !item.hidden;
  });
  if (first === undefined) return [];
  return divisionOptions(index, locationIn(index, first), 'menu').map((option) => ({
    ...option,
    current: false,
  }));
}

/**
 * The top tabs as links (`aria-current="true"` on the tab holding the current page). A tab with a `menu`
 * is a menu button listing its items. Tabs with `align: "end"` are pushed to the end.
 */
export const TabBar = forwardRef<HTMLElement, TabBarProps>(function TabBar(
  { className, labels, components, ...rest },
  ref,
) {
  const index = useNavigationIndex();
  const tabs = useDivisionOptions('tab');
  const activeMenu = useDivisionOptions('menu');
  const { dir } = useActiveLanguage();
  if (tabs.length === 0) return null;
  return (
    <nav {...rest} ref={ref} className={cx('docsnav-tabbar', className)} aria-label={labels?.nav ?? 'Tabs'}>
      <ul className="docsnav-tabs">
        {tabs.map((tab) => {
          const division = divisionNode(index, tab.node);
          const Tab = components?.Tab;
          const content = Tab ? (
            <Tab tab={tab} />
          ) : (
            <>
              {division?.icon !== undefined && <NavIcon icon={division.icon} />}
              <span>{tab.label}</span>
            </>
          );
          const menu = tabMenu(index, tab, activeMenu).map((option): MenuOption => {
            const item = divisionNode(index, option.node);
            return {
              ...option,
              key: option.node,
              icon: item?.icon,
              description: item?.description,
              external: item?.link?.external,
            };
          });
          return (
            <li
              key={tab.node}
              className="docsnav-tab"
              data-active={flag(tab.current)}
              data-align={division?.align}
            >
              {menu.length > 0 ? (
                <MenuButton
                  kind="tab-menu"
                  name={tab.label}
                  options={menu}
                  dir={dir}
                  trigger={content}
                  triggerClassName="docsnav-tab-link"
                />
              ) : (
                <DivisionLink className="docsnav-tab-link" option={tab}>
                  {content}
                </DivisionLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
