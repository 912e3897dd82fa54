import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useShortcuts, type ShortcutHandlers } from '../../../../src/hooks/keyboard/useShortcuts.js';
import { openCommandPalette, useCommandPaletteRequests } from '../../../../src/hooks/keyboard/commandPalette.js';

function Page({ handlers, dialog = false }: { handlers: ShortcutHandlers; dialog?: boolean }) {
  useShortcuts(handlers);
  return (
    <>
      <header>
        <input aria-label="Fora da lista" />
      </header>
      <main>
        <form role="search" aria-label="Filtros">
          <input aria-label="Nome" />
          <input aria-label="CPF" />
        </form>
        <textarea aria-label="Observações" />
        <button>Salvar</button>
      </main>
      {dialog && <div role="dialog">Janela</div>}
    </>
  );
}

describe('useShortcuts: the global shortcuts on the document', () => {
  it("'/' focuses the list's first filter and is not typed there", () => {
    render(<Page handlers={{}} />);
    screen.getByRole('button', { name: 'Salvar' }).focus();
    const notCancelled = fireEvent.keyDown(document.activeElement!, { key: '/', code: 'Slash' });
    expect(notCancelled).toBe(false);
    expect(document.activeElement).toBe(screen.getByLabelText('Nome'));
  });

  it("typing '/' or '?' in a text field does nothing: the key stays the field's", () => {
    const help = vi.fn();
    render(<Page handlers={{ help }} />);
    for (const field of [screen.getByLabelText('Observações'), screen.getByLabelText('Fora da lista')]) {
      field.focus();
      expect(fireEvent.keyDown(field, { key: '/' })).toBe(true);
      expect(fireEvent.keyDown(field, { key: '?' })).toBe(true);
      expect(document.activeElement).toBe(field);
    }
    expect(help).not.toHaveBeenCalled();
  });

  it("'?' opens the help and Ctrl+K the palette; with a dialog open, neither", () => {
    const help = vi.fn();
    const palette = vi.fn();
    const { rerender } = render(<Page handlers={{ help, palette }} />);
    fireEvent.keyDown(document.body, { key: '?' });
    fireEvent.keyDown(screen.getByLabelText('CPF'), { key: 'k', ctrlKey: true });
    expect(help).toHaveBeenCalledTimes(1);
    expect(palette).toHaveBeenCalledTimes(1);
    rerender(<Page handlers={{ help, palette }} dialog />);
    fireEvent.keyDown(document.body, { key: '?' });
    fireEvent.keyDown(document.body, { key: 'k', metaKey: true });
    fireEvent.keyDown(document.body, { key: '/' });
    expect(help).toHaveBeenCalledTimes(1);
    expect(palette).toHaveBeenCalledTimes(1);
    expect(document.activeElement).not.toBe(screen.getByLabelText('Nome'));
  });

  it('openCommandPalette() reaches the layer that listens', () => {
    const onOpen = vi.fn();
    function Layer() {
      useCommandPaletteRequests(onOpen);
      return null;
    }
    const { unmount } = render(<Layer />);
    openCommandPalette();
    expect(onOpen).toHaveBeenCalledTimes(1);
    unmount();
    openCommandPalette();
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
