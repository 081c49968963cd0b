/** D-170: the code of the user's menu pages loads ahead, each chunk once, one after another. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { lazyLoadersFor, prefetchPages } from './prefetch';

function tree() {
  const layout = vi.fn(async () => ({}));
  const users = vi.fn(async () => ({}));
  const roles = vi.fn(async () => ({}));
  const home = vi.fn(async () => ({}));
  const routes: RouteObject[] = [
    {
      id: 'root',
      children: [
        { path: '/login' },
        {
          id: 'layout',
          lazy: layout,
          children: [
            { path: '/home', lazy: home },
            { path: '/sup/home', lazy: home },
            { path: '/system/users', lazy: users },
            { path: '/system/roles', lazy: roles },
          ],
        },
      ],
    },
  ];
  return { routes, layout, users, roles, home };
}

afterEach(() => vi.unstubAllGlobals());

describe('loading pages ahead', () => {
  it('finds the layout and page loaders of each path, each once, and none for unknown or public paths', () => {
    const { routes, layout, users, home } = tree();
    expect(lazyLoadersFor(routes, ['/home', '/sup/home', '/system/users', '/system/users'])).toEqual([layout, home, users]);
    expect(lazyLoadersFor(routes, ['/login', '/nowhere'])).toEqual([]);
  });

  it('calls each loader once, in idle periods, one after the previous finished', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('window', { requestIdleCallback: (task: () => void) => idle.push(task) });
    const { routes, layout, users, roles } = tree();
    prefetchPages(routes, ['/system/users', '/system/roles']);
    prefetchPages(routes, ['/system/users']);
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(layout).toHaveBeenCalledTimes(1);
    expect(users).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    idle.shift()!();
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    idle.shift()!();
    expect(users).toHaveBeenCalledTimes(1);
    expect(roles).toHaveBeenCalledTimes(1);
    expect(layout).toHaveBeenCalledTimes(1);
  });

  it('loads nothing ahead in an automated browser', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('window', { requestIdleCallback: (task: () => void) => idle.push(task) });
    vi.stubGlobal('navigator', { webdriver: true });
    const { routes, layout } = tree();
    prefetchPages(routes, ['/system/users']);
    expect(idle).toHaveLength(0);
    expect(layout).not.toHaveBeenCalled();
  });
});

describe('loading the menu pages ahead (D-683)', () => {
  it('waits for the first pointer or key input of a person, then runs each waiting task once', async () => {
    const listeners = new Map<string, () => void>();
    vi.stubGlobal('document', {
      addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
      removeEventListener: (type: string) => listeners.delete(type),
    });
    vi.resetModules();
    const { afterFirstInput } = await import('./prefetch');
    const task = vi.fn();
    afterFirstInput(task);
    expect(task).not.toHaveBeenCalled();
    expect([...listeners.keys()]).toEqual(['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel']);
    listeners.get('pointermove')!();
    expect(task).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
    const later = vi.fn();
    afterFirstInput(later);
    expect(later).toHaveBeenCalledTimes(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
