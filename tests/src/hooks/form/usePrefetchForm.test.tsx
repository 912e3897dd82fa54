import { renderHook, waitFor } from '@testing-library/react';
import descriptors from 'virtual:descriptors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePrefetchForm } from '../../../../src/hooks/form/usePrefetchForm.js';
import { getLoadedFormValidator } from '../../../../src/hooks/form/formValidator.js';

// On the fixture descriptors of tests/fixtures/schemas (the `engines` project).
describe('usePrefetchForm', () => {
  afterEach(() => vi.useRealTimers());

  it('once the list is shown and the browser idle, loads the form view and both validators', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve());
    const d = descriptors.vendor!;
    const { rerender } = renderHook(({ ready }) => usePrefetchForm(d, ready, load), { initialProps: { ready: false } });
    vi.advanceTimersByTime(5000);
    expect(load).not.toHaveBeenCalled();
    rerender({ ready: true });
    // jsdom has no requestIdleCallback: the fallback waits a second.
    vi.advanceTimersByTime(999);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
    // The validators load through real module imports.
    vi.useRealTimers();
    await waitFor(() =>
      expect(getLoadedFormValidator(d, 'create') && getLoadedFormValidator(d, 'update')).toBeTruthy(),
    );
  });

  it('does nothing for a list without a form, nor after the list is gone', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve());
    const noForm = descriptors['capture-log']!;
    expect(noForm.routes.form).toBeUndefined();
    renderHook(() => usePrefetchForm(noForm, true, load));
    const gone = renderHook(() => usePrefetchForm(descriptors['message-template']!, true, load));
    gone.unmount();
    vi.advanceTimersByTime(5000);
    expect(load).not.toHaveBeenCalled();
  });
});
