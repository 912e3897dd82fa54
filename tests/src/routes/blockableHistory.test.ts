import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { blockableHistory, type HeldNavigation, type NavigationAttempt } from '../../../src/routes/blockableHistory.js';

/** A history at /b with /a behind it and /c ahead, what the router hears, and the blocker's log. */
function setup() {
  const inner = createMemoryHistory({ initialEntries: ['/a', '/b', '/c'], initialIndex: 1, v5Compat: true });
  const history = blockableHistory(inner);
  const heard: string[] = [];
  history.listen(({ action, location }) => heard.push(`${action} ${location.pathname}${location.search}`));
  const asked: NavigationAttempt[] = [];
  const held: HeldNavigation[] = [];
  let blocking = true;
  const unblock = history.block(
    (attempt) => {
      asked.push(attempt);
      return blocking;
    },
    (h) => held.push(h),
  );
  return { history, heard, asked, held, unblock, stopBlocking: () => (blocking = false) };
}

const path = (h: { location: { pathname: string; search: string } }) => h.location.pathname + h.location.search;

describe('blockableHistory', () => {
  it('holds a push: the router hears nothing until proceed()', () => {
    const { history, heard, asked, held } = setup();
    history.push('/d?x=1', { from: 'b' });
    expect(path(history)).toBe('/b');
    expect(heard).toEqual([]);
    expect(asked[0]).toMatchObject({
      currentLocation: { pathname: '/b' },
      nextLocation: { pathname: '/d', search: '?x=1', state: { from: 'b' } },
      historyAction: 'PUSH',
    });
    expect(held[0]!.nextLocation.pathname).toBe('/d');
    held[0]!.proceed();
    expect(path(history)).toBe('/d?x=1');
    expect(history.location.state).toEqual({ from: 'b' });
    expect(heard).toEqual(['PUSH /d?x=1']);
  });

  it('holds a replace, and reset() forgets it', () => {
    const { history, heard, asked, held } = setup();
    history.replace('/e');
    expect(asked[0]!.historyAction).toBe('REPLACE');
    held[0]!.reset();
    held[0]!.proceed(); // settled already: nothing happens
    expect(path(history)).toBe('/b');
    expect(heard).toEqual([]);
  });

  it('undoes a held back move unheard, and proceed() makes it again without asking', () => {
    const { history, heard, asked, held } = setup();
    history.go(-1);
    expect(path(history)).toBe('/b');
    expect(heard).toEqual([]);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      currentLocation: { pathname: '/b' },
      nextLocation: { pathname: '/a' },
      historyAction: 'POP',
    });
    held[0]!.proceed();
    expect(path(history)).toBe('/a');
    expect(heard).toEqual(['POP /a']);
    expect(asked).toHaveLength(1);
  });

  it('a held forward move, reset: stays, and the next move is asked again', () => {
    const { history, heard, asked, held } = setup();
    history.go(1);
    held[0]!.reset();
    expect(path(history)).toBe('/b');
    history.go(1);
    expect(asked).toHaveLength(2);
    expect(asked[1]!.currentLocation.pathname).toBe('/b');
    expect(heard).toEqual([]);
  });

  it('lets through what the blocker does not hold, and asks from the location on screen', () => {
    const { history, heard, asked, stopBlocking } = setup();
    stopBlocking();
    history.push('/d');
    history.go(-1);
    history.replace('/f');
    expect(heard).toEqual(['PUSH /d', 'POP /b', 'REPLACE /f']);
    expect(asked.map((a) => `${a.currentLocation.pathname} → ${a.nextLocation.pathname}`)).toEqual([
      '/b → /d',
      '/d → /b',
      '/b → /f',
    ]);
  });

  it('without a blocker (removed), nothing is asked', () => {
    const { history, heard, asked, unblock } = setup();
    unblock();
    history.push('/d');
    history.go(-1);
    expect(asked).toEqual([]);
    expect(heard).toEqual(['PUSH /d', 'POP /b']);
  });

  it('a newer blocker replaces the older; removing the older then leaves the newer', () => {
    const { history, asked, unblock } = setup();
    const newer: string[] = [];
    history.block(
      ({ nextLocation }) => {
        newer.push(nextLocation.pathname);
        return false;
      },
      () => undefined,
    );
    unblock();
    history.push('/d');
    expect(asked).toEqual([]);
    expect(newer).toEqual(['/d']);
  });

  it('hands href, URL and encoding to the inner history', () => {
    const { history } = setup();
    expect(history.createHref({ pathname: '/x', search: '?a=1' })).toBe('/x?a=1');
    expect(history.encodeLocation('/y?b=2')).toMatchObject({ pathname: '/y', search: '?b=2' });
    expect(history.action).toBe('POP');
  });
});
