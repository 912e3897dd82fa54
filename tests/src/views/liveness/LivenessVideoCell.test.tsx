import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ColumnDescriptor } from '../../../../src/core/descriptors/Descriptor.js';
import type { Row } from '../../../../src/hooks/list/useListController.js';
import { LivenessVideoCell } from '../../../../src/views/liveness/LivenessVideoCell.js';
import { fakeApi } from '../../support/fakeApi.js';
import { renderView } from '../../support/renderView.js';

const column: ColumnDescriptor = { field: 'video', label: 'video', cell: 'liveness-video' };
const VIDEO = 'liveness-proofs/4/0f6c3a55-8f0e-4a8b-9d7a-2c1e5b6d7f80.mp4';
const row: Row = { id: 3, person_cpf: '52998224725', bpm: 72.4, video: VIDEO, created_at: '2026-11-22T10:00:00Z' };

beforeEach(() => localStorage.setItem('authToken', 'stored.token'));

function setup(r: Row = row) {
  let tickets = 0;
  const api = fakeApi({
    'GET /admin/v1/user/profile': { body: { data: { id: 1, name: 'Administradora', email: 'admin@example.com' } } },
    'POST /admin/v1/files/ticket': () => ({ body: { ticket: `tk.${++tickets}`, expires_in: 600 } }),
  });
  const rendered = renderView(<LivenessVideoCell row={r} column={column} />, { path: '/liveness', fetchImpl: api.fetchImpl });
  return { ...rendered, calls: api.calls };
}

describe('LivenessVideoCell', () => {
  it("'Ver vídeo' opens a modal that plays the stored video through the files address", async () => {
    const { user, calls } = setup();
    // No ticket is asked for until a video is opened.
    expect(calls.some((c) => c.url.endsWith('/admin/v1/files/ticket'))).toBe(false);
    await user.click(screen.getByRole('button', { name: /Ver vídeo/ }));
    const modal = await screen.findByRole('dialog', { name: 'Vídeo da prova de vida' });
    expect(within(modal).getByText(/CPF 529\.982\.247-25/)).toBeTruthy();
    const video = await waitFor(() => {
      const v = modal.querySelector('video');
      if (!v) throw new Error('sem vídeo ainda');
      return v;
    });
    expect(video.getAttribute('src')).toBe(`/files/${VIDEO}?ticket=tk.1`);
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('aria-label')).toBe('Vídeo da prova de vida de 529.982.247-25');
    expect(within(modal).getByRole('link', { name: 'Abrir em nova aba' }).getAttribute('target')).toBe('_blank');

    await user.click(within(modal).getByRole('button', { name: 'Fechar janela' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
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

  it('shows a dash, and no button, when the row has no video (or an unsafe value)', () => {
    setup({ ...row, video: null });
    expect(screen.getByText('—')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Ver vídeo/ })).toBeNull();
  });

  it('an http(s) address plays as it is, with no ticket', async () => {
    const { user, calls } = setup({ ...row, video: 'https://cdn.example.com/v/prova.mp4' });
    await user.click(screen.getByRole('button', { name: /Ver vídeo/ }));
    const modal = await screen.findByRole('dialog', { name: 'Vídeo da prova de vida' });
    expect(modal.querySelector('video')!.getAttribute('src')).toBe('https://cdn.example.com/v/prova.mp4');
    expect(calls.some((c) => c.url.endsWith('/admin/v1/files/ticket'))).toBe(false);
  });
});
