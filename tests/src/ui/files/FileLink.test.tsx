import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileLink } from '../../../../src/ui/files/FileLink.js';
import { fakeApi, type FakeCall, type FakeReply } from '../../support/fakeApi.js';
import { renderInProviders } from '../../support/renderInProviders.js';

/** The tab window.open gives: where the page sent it, and whether it was closed. */
interface FakeTab {
  opener: unknown;
  location: { replace: (url: string) => void };
  close: () => void;
  sentTo: string[];
  closed: boolean;
}

let tabs: FakeTab[];
let opened: unknown[][];

beforeEach(() => {
  tabs = [];
  opened = [];
  vi.spyOn(window, 'open').mockImplementation((...args: unknown[]) => {
    opened.push(args);
    const tab: FakeTab = {
      opener: window,
      sentTo: [],
      closed: false,
      location: { replace: (url) => tab.sentTo.push(url) },
      close: () => (tab.closed = true),
    };
    tabs.push(tab);
    return tab as unknown as Window;
  });
});
afterEach(() => vi.useRealTimers());

function renderLinks(links: ReactNode, ticketReply?: (call: FakeCall) => FakeReply | Promise<FakeReply>) {
  let n = 0;
  const api = fakeApi({
    'GET /admin/v1/user/profile': { body: { data: { id: 1, name: 'Administradora', email: 'admin@example.com' } } },
    // Each ticket names the path it was asked for, so a URL shows which ticket it carries.
    'POST /admin/v1/files/ticket':
      ticketReply ??
      ((call) => ({
        body: { ticket: `tk${++n}.${(call.body as { path: string }).path.replace(/\W/g, '')}`, expires_in: 60 },
      })),
  });
  localStorage.setItem('authToken', 'stored.token');
  // A fresh data cache, as each session has (AppRoutes).
  const rendered = renderInProviders(<SWRConfig value={{ provider: () => new Map() }}>{links}</SWRConfig>, {
    fetchImpl: api.fetchImpl,
  });
  return { ...rendered, calls: api.calls };
}

/** The ticket renderLinks hands out as the n-th, for `path`. */
const ticketOf = (n: number, path: string) => `tk${n}.${path.replace(/\W/g, '')}`;
const ticketCalls = (calls: FakeCall[]) => calls.filter((c) => c.url.endsWith('/admin/v1/files/ticket'));

describe('FileLink', () => {
  it('a stored path: a new-tab link to the bare address at once, and no ticket until it is clicked', async () => {
    vi.useFakeTimers();
    const { calls } = renderLinks(<FileLink value="liveness/2026/11/u/video.mp4" />);
    const link = screen.getByRole('link', { name: 'video.mp4' });
    expect(link.getAttribute('href')).toBe('/files/liveness/2026/11/u/video.mp4');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(ticketCalls(calls)).toHaveLength(0);
  });

  it('a click asks for a ticket bound to that path and opens the file with it in a new tab, cut from the console', async () => {
    const { user, calls } = renderLinks(<FileLink value="liveness/2026/11/u/video.mp4" />);
    await user.click(screen.getByRole('link', { name: 'video.mp4' }));
    await waitFor(() =>
      expect(tabs[0]?.sentTo).toEqual([
        `/files/liveness/2026/11/u/video.mp4?ticket=${ticketOf(1, 'liveness/2026/11/u/video.mp4')}`,
      ]),
    );
    // The tab is opened within the click (popup blockers), before the ticket arrives.
    expect(opened).toEqual([['', '_blank']]);
    expect(tabs[0]!.opener).toBeNull();
    const [call] = ticketCalls(calls);
    expect(call!.body).toEqual({ path: 'liveness/2026/11/u/video.mp4' });
    expect(call!.headers.Authorization).toBe('Bearer stored.token');
  });

  it('each file has its own ticket; the same file clicked again within the ticket life uses the one at hand', async () => {
    const { user, calls } = renderLinks(
      <>
        <FileLink value="finger/u/log/finger_1.jpeg">Img 1</FileLink>
        <FileLink value="finger/u/log/finger_2.jpeg">Img 2</FileLink>
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Img 1' }));
    await user.click(screen.getByRole('link', { name: 'Img 2' }));
    await user.click(screen.getByRole('link', { name: 'Img 1' }));
    await waitFor(() => expect(tabs.map((t) => t.sentTo[0])).toHaveLength(3));
    expect(tabs.map((t) => t.sentTo[0])).toEqual([
      `/files/finger/u/log/finger_1.jpeg?ticket=${ticketOf(1, 'finger/u/log/finger_1.jpeg')}`,
      `/files/finger/u/log/finger_2.jpeg?ticket=${ticketOf(2, 'finger/u/log/finger_2.jpeg')}`,
      `/files/finger/u/log/finger_1.jpeg?ticket=${ticketOf(1, 'finger/u/log/finger_1.jpeg')}`,
    ]);
    expect(ticketCalls(calls).map((c) => (c.body as { path: string }).path)).toEqual([
      'finger/u/log/finger_1.jpeg',
      'finger/u/log/finger_2.jpeg',
    ]);
  });

  it('a ticket with less than a quarter of its 60 s left is replaced on the next click', async () => {
    let now = Date.UTC(2026, 10, 23, 12);
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { user, calls } = renderLinks(<FileLink value="liveness/u/log.txt" />);
    await user.click(screen.getByRole('link', { name: 'log.txt' }));
    await waitFor(() => expect(tabs[0]?.sentTo).toHaveLength(1));
    now += 44_000;
    await user.click(screen.getByRole('link', { name: 'log.txt' }));
    await waitFor(() => expect(tabs[1]?.sentTo).toHaveLength(1));
    expect(ticketCalls(calls)).toHaveLength(1);
    now += 1_000;
    await user.click(screen.getByRole('link', { name: 'log.txt' }));
    await waitFor(() => expect(tabs[2]?.sentTo[0]).toContain('ticket=tk2.'));
    expect(ticketCalls(calls)).toHaveLength(2);
  });

  it('a middle click opens it the same way', async () => {
    renderLinks(<FileLink value="liveness/u/log.txt" />);
    fireEvent(
      screen.getByRole('link', { name: 'log.txt' }),
      new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }),
    );
    await waitFor(() => expect(tabs[0]?.sentTo[0]).toMatch(/^\/files\/liveness\/u\/log\.txt\?ticket=tk1\./));
  });

  it('when no ticket can be had: the tab is closed again and the error is shown', async () => {
    const { user } = renderLinks(<FileLink value="liveness/u/log.txt" />, () => ({ status: 500, body: {} }));
    await user.click(screen.getByRole('link', { name: 'log.txt' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Erro ao abrir o arquivo!')).toBeTruthy();
    expect(tabs[0]!.closed).toBe(true);
    expect(tabs[0]!.sentTo).toEqual([]);
  });

  it('http(s) needs no ticket; unsafe values are never links and ask for none', async () => {
    vi.useFakeTimers();
    const { calls } = renderLinks(
      <>
        <FileLink value="https://cdn.example.com/a/b.mp4">vídeo</FileLink>
        <FileLink value="javascript:alert(1)">perigo</FileLink>
        <FileLink value="data:text/html,<b>x</b>">dados</FileLink>
      </>,
    );
    const http = screen.getByRole('link', { name: 'vídeo' });
    expect(http.getAttribute('href')).toBe('https://cdn.example.com/a/b.mp4');
    expect(screen.queryByRole('link', { name: 'perigo' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'dados' })).toBeNull();
    fireEvent.click(http);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(ticketCalls(calls)).toHaveLength(0);
    expect(tabs).toHaveLength(0);
  });
});
