import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isSaveShortcut, useSaveShortcut } from '../../../../src/hooks/form/useSaveShortcut';

function Form({ enabled, onSubmit }: { enabled: boolean; onSubmit(): void }) {
  useSaveShortcut('f', enabled);
  return (
    <>
      <form
        id="f"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <input aria-label="campo" />
      </form>
      <div role="dialog">
        <input aria-label="no diálogo" />
      </div>
    </>
  );
}

/** jsdom has no requestSubmit on forms in every version: submit through the submit event. */
HTMLFormElement.prototype.requestSubmit ??= function (this: HTMLFormElement) {
  this.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
};

describe('useSaveShortcut', () => {
  it('knows Ctrl+S and Cmd+S (by key or by place), not with Shift or Alt', () => {
    const k = { key: 's', code: 'KeyS', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
    expect(isSaveShortcut({ ...k, ctrlKey: true })).toBe(true);
    expect(isSaveShortcut({ ...k, metaKey: true, key: 'S' })).toBe(true);
    expect(isSaveShortcut({ ...k, ctrlKey: true, key: 'ы' })).toBe(true);
    expect(isSaveShortcut({ ...k, ctrlKey: true, shiftKey: true })).toBe(false);
    expect(isSaveShortcut({ ...k, ctrlKey: true, altKey: true })).toBe(false);
    expect(isSaveShortcut(k)).toBe(false);
  });

  it('submits the form from inside a field and stops the browser from saving the page', () => {
    const onSubmit = vi.fn();
    const { getByLabelText } = render(<Form enabled onSubmit={onSubmit} />);
    const event = new KeyboardEvent('keydown', {
      key: 's',
      code: 'KeyS',
      ctrlKey: true,
      bubbles: true,
      cancelable: true,
    });
    getByLabelText('campo').dispatchEvent(event);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('does nothing while disabled (saving, read-only), on auto-repeat, or from a dialog', () => {
    const onSubmit = vi.fn();
    const { getByLabelText, rerender } = render(<Form enabled={false} onSubmit={onSubmit} />);
    fireEvent.keyDown(getByLabelText('campo'), { key: 's', code: 'KeyS', ctrlKey: true });
    rerender(<Form enabled onSubmit={onSubmit} />);
    fireEvent.keyDown(getByLabelText('campo'), { key: 's', code: 'KeyS', ctrlKey: true, repeat: true });
    fireEvent.keyDown(getByLabelText('no diálogo'), { key: 's', code: 'KeyS', ctrlKey: true });
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
