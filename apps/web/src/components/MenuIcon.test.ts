/** The sidebar maps the server's icon names through an explicit list; every catalogue icon must be in it. */
import { describe, expect, it } from 'vitest';
import { MENU_CATALOGUE, type MenuNode } from '@aerosupply/shared';
import { KNOWN_MENU_ICONS } from './MenuIcon';

function icons(nodes: readonly MenuNode[]): string[] {
  return nodes.flatMap((n) => [...(n.icon ? [n.icon] : []), ...icons(n.children ?? [])]);
}

describe('menu icons', () => {
  it('every icon named by the menu catalogue has a component', () => {
    const used = new Set(Object.values(MENU_CATALOGUE).flatMap(icons));
    expect([...used].filter((name) => !KNOWN_MENU_ICONS.includes(name))).toEqual([]);
  });
});
