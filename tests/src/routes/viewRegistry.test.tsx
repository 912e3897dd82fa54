import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ConsoleRoute } from '../../../src/routes/ConsoleRoute.js';
import { getView, loadView } from '../../../src/routes/viewRegistry.js';
import { system } from '../../../src/theme/system.js';

const route = { path: '*', view: 'notFound', title: 'Not Found' } as ConsoleRoute;

function renderView(key: 'notFound', get = getView) {
  const View = get(key);
  return render(
    <ChakraProvider value={system}>
      <Suspense fallback={<p>carregando a tela</p>}>
        <View route={route} />
      </Suspense>
    </ChakraProvider>,
  );
}

describe('viewRegistry', () => {
  it('a view loaded ahead (loadView) renders at its first render, without suspending', async () => {
    const module = await loadView('notFound');
    expect(await loadView('notFound')).toBe(module); // once
    act(() => void renderView('notFound'));
    // No fallback in between: the heading is there right after the first render.
    expect(screen.queryByText('carregando a tela')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Not Found' })).toBeTruthy();
  });

  it('a view not loaded yet shows the fallback, then the view', async () => {
    vi.resetModules();
    const fresh = await import('../../../src/routes/viewRegistry.js');
    act(() => void renderView('notFound', fresh.getView));
    expect(screen.getByText('carregando a tela')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Not Found' }, { timeout: 5000 })).toBeTruthy();
  });
});
