import { act, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileLink } from '../../../../src/ui/files/FileLink.js';
import { fakeApi, type FakeCall } from '../../support/fakeApi.js';
import { renderInProviders } from '../../support/renderInProviders.js';

function renderLinks(links: ReactNode) {
  let n = 0;
  const api = fakeApi({
    'GET /admin/v1/user/profile': { body: { data: { id: 1, name: 'Administradora', email: 'admin@example.com' } } },
    'POST /admin/v1/files/ticket': () => ({ body: { ticket: `tk.${++n}`, expires_in: 600 } }),
  });
  localStorage.setItem('authToken', 'stored.token');
  // A fresh data cache, as each session has (AppRoutes).
  renderInProviders(<SWRConfig value={{ provider: () => new Map() }}>{links}</SWRConfig>, { fetchImpl: api.fetchImpl });
  return api.calls;
}

const ticketCalls = (calls: FakeCall[]) => calls.filter((c) => c.url.endsWith('/admin/v1/files/ticket'));

afterEach(() => vi.useRealTimers());

describe('FileLink', () => {
  it('a stored path: plain text until the ticket is in, then a new-tab link with the bearer-free ticket', async () => {
    const calls = renderLinks(<FileLink value="liveness/2026/11/u/video.mp4" />);
    expect(screen.getByText('video.mp4').tagName).toBe('SPAN');
    const link = await screen.findByRole('link', { name: 'video.mp4' });
    expect(link.getAttribute('href')).toBe('/files/liveness/2026/11/u/video.mp4?ticket=tk.1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(ticketCalls(calls)[0]!.headers.Authorization).toBe('Bearer stored.token');
  });

  it('http(s) needs no ticket; unsafe values are never links and ask for none', async () => {
    const calls = renderLinks(
      <>
        <FileLink value="https://cdn.example.com/a/b.mp4">vídeo</FileLink>
        <FileLink value="javascript:alert(1)">perigo</FileLink>
        <FileLink value="data:text/html,<b>x</b>">dados</FileLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'vídeo' }).getAttribute('href')).toBe('https://cdn.example.com/a/b.mp4');
    expect(screen.queryByRole('link', { name: 'perigo' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'dados' })).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(ticketCalls(calls)).toHaveLength(0);
  });

  it('the ticket is replaced well before it expires', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = renderLinks(<FileLink value="finger/u/log/finger_1.jpeg">Img 1</FileLink>);
    await screen.findByRole('link', { name: 'Img 1' });
    expect(screen.getByRole('link', { name: 'Img 1' }).getAttribute('href')).toContain('ticket=tk.1');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(301_000);
    });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Img 1' }).getAttribute('href')).toContain('ticket=tk.2'));
    expect(ticketCalls(calls)).toHaveLength(2);
  });
});
