import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayedFlag } from '../../../../src/hooks/feedback/useDelayedFlag.js';

describe('useDelayedFlag', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const render = (flag: boolean) => renderHook(({ flag }) => useDelayedFlag(flag, 150), { initialProps: { flag } });

  it('turns true once the flag has stayed true for the delay', () => {
    const { result } = render(true);
    act(() => vi.advanceTimersByTime(149));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('never turns true when the flag drops before the delay', () => {
    const { result, rerender } = render(true);
    act(() => vi.advanceTimersByTime(100));
    rerender({ flag: false });
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(false);
  });

  it('turns false at once, and the next true waits the whole delay again', () => {
    const { result, rerender } = render(true);
    act(() => vi.advanceTimersByTime(150));
    expect(result.current).toBe(true);
    rerender({ flag: false });
    expect(result.current).toBe(false);
    rerender({ flag: true });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(149));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});
