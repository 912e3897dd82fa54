import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ColumnDescriptor } from '../../../../../src/core/descriptors/Descriptor.js';
import type { Row } from '../../../../../src/hooks/list/useListController.js';
import { LivenessVideoCell } from '../../../../../src/ui/list/cells/LivenessVideoCell.js';
import { fakeApi } from '../../../support/fakeApi.js';
import { renderView } from '../../../support/renderView.js';

const column: ColumnDescriptor = { field: 'video', label: 'video', cell: 'liveness-video' };
const VIDEO = 'liveness-proofs/4/0f6c3a55-8f0e-4a8b-9d7a-2c1e5b6d7f80.mp4';
const row: Row = { id: 3, person_cpf: '52998224725', bpm: 72.4, video: VIDEO, created_at: '2026-11-22T10:00:00Z' };

/** What the page fetched outside the API client (the stored file itself), and the blob addresses it made and released. */
let fileFetches: string[];
let blobs: { made: string[]; revoked: string[] };

beforeEach(() => {
  localStorage.setItem('authToken', 'stored.token');
  fileFetches = [];
  blobs = { made: [], revoked: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fileFetches.push(url);
      return url.includes('/files/') && url.includes('ticket=tk.1')
        ? new Response(new Uint8Array([0, 0, 0, 24]), { headers: { 'content-type': 'video/mp4' } })
        : new Response('{"message":"Arquivo não encontrado."}', { status: 404 });
    }),
  );
  URL.createObjectURL = vi.fn(() => {
    const url = `blob:http://console.test/${blobs.made.length + 1}`;
    blobs.made.push(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => void blobs.revoked.push(url));
});

function setup(r: Row = row) {
  let tickets = 0;
  const api = fakeApi({
    'GET /admin/v1/user/profile': { body: { data: { id: 1, name: 'Administradora', email: 'admin@example.com' } } },
    'POST /admin/v1/files/ticket': () => ({ body: { ticket: `tk.${++tickets}`, expires_in: 60 } }),
  });
  const rendered = renderView(<LivenessVideoCell row={r} column={column} />, {
    path: '/liveness',
    fetchImpl: api.fetchImpl,
  });
  return { ...rendered, calls: api.calls };
}

const ticketCalls = (calls: { url: string }[]) => calls.filter((c) => c.url.endsWith('/admin/v1/files/ticket'));

describe('LivenessVideoCell', () => {
  it("'Ver vídeo' opens a modal that plays the stored video from memory, read once with a ticket bound to it", async () => {
    const { user, calls } = setup();
    // No ticket is asked for until a video is opened.
    expect(ticketCalls(calls)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /Ver vídeo/ }));
    const modal = await screen.findByRole('dialog', { name: 'Vídeo da prova de vida' });
    expect(within(modal).getByText(/CPF 529\.982\.247-25/)).toBeTruthy();
    const video = await waitFor(() => {
      const v = modal.querySelector('video');
      if (!v) throw new Error('sem vídeo ainda');
      return v;
    });
    // A blob address: seeking never asks the server again, so the 60 s ticket cannot run out under it.
    expect(video.getAttribute('src')).toBe('blob:http://console.test/1');
    expect(fileFetches).toEqual([`/files/${VIDEO}?ticket=tk.1`]);
    expect(ticketCalls(calls).map((c) => (c as { body?: unknown }).body)).toEqual([{ path: VIDEO }]);
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('aria-label')).toBe('Vídeo da prova de vida de 529.982.247-25');
    const open = within(modal).getByRole('link', { name: 'Abrir em nova aba' });
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('href')).toBe(`/files/${VIDEO}`);

    await user.click(within(modal).getByRole('button', { name: 'Fechar janela' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The video's memory is given back with the player.
    expect(blobs.revoked).toEqual(['blob:http://console.test/1']);
  });

  it("says 'Vídeo indisponível' when the video cannot be played", async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /Ver vídeo/ }));
    const modal = await screen.findByRole('dialog', { name: 'Vídeo da prova de vida' });
    const video = await waitFor(() => modal.querySelector('video')!);
    fireEvent.error(video);
    expect(await within(modal).findByText('Vídeo indisponível')).toBeTruthy();
    expect(modal.querySelector('video')).toBeNull();
  });

  it("says 'Vídeo indisponível' when the stored file cannot be read (404)", async () => {
    const { user } = setup({ ...row, video: 'liveness-proofs/4/sumiu.mp4' });
    vi.mocked(fetch).mockImplementation(
      async () => new Response('{"message":"Arquivo não encontrado."}', { status: 404 }),
    );
    await user.click(screen.getByRole('button', { name: /Ver vídeo/ }));
    const modal = await screen.findByRole('dialog', { name: 'Vídeo da prova de vida' });
    expect(await within(modal).findByText('Vídeo indisponível')).toBeTruthy();
    expect(modal.querySelector('video')).toBeNull();
  });

  it('shows a dash, and no button, when the row has no video (or an unsafe value)', () => {
    setup({ ...row, video: null });
    expect(screen.getByText('—')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Ver vídeo/ })).toBeNull();
  });

  it('an http(s) address plays as it is, with no ticket', async () => {
    const { user, calls } = setup({ ...row, video: 'https://cdn.example.com/v/prova.mp4' });
    await user.click(screen.getByRole('button', { name: /Ver vídeo/ }));
    const modal = await screen.findByRole('dialog', { name: 'Vídeo da prova de vida' });
    await waitFor(() =>
      expect(modal.querySelector('video')!.getAttribute('src')).toBe('https://cdn.example.com/v/prova.mp4'),
    );
    expect(ticketCalls(calls)).toHaveLength(0);
    expect(fileFetches).toEqual([]);
  });
});
