import { useMemo } from 'react';
import { type SwitchKind, useSwitchTargets } from '../hook/switch-targets.js';
import { MenuPopup as Menu, type MenuPopupProps } from './menu-popup.js';

/**
 * The menu of a product, version or language switcher, loaded on the reader's first intent with the switch
 * targets (core's DESIGN §5 fallback): the switcher's button draws each option with where its division leads
 * (its link or first page), which is enough to show the current value and to count the options; where each
 * option leads from this page is computed here, when the menu arrives, not while the page first renders.
 */
export function MenuPopup(props: MenuPopupProps) {
  const targets = useSwitchTargets(props.kind as SwitchKind);
  const options = useMemo(() => {
    const byNode = new Map(targets.map((target) => [target.node, target]));
    // An option without a target is a label-only division (no page, no link): the menu shows it disabled.
    return props.options.map((option) => {
      const target = byNode.get(option.node ?? -1);
      return target ? { ...option, href: target.href } : option;
    });
  }, [targets, props.options]);
  return <Menu {...props} options={options} />;
}
