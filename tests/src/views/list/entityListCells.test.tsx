import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDateString } from '../../../../src/core/format/localDate.js';
import { fakeApi, type FakeCall, type FakeReply } from '../../support/fakeApi.js';
import { renderConsole } from '../../support/renderConsole.js';

const PROFILE = { data: { id: 1, name: 'Administradora', email: 'admin@example.com', role: 'admin', is_active: 1 } };
// The list engine's special cells and date defaults on the fixture descriptors capture-log and
// scan-log (tests/fixtures/schemas).
const LIVENESS = '/fixture/v1/capture-logs';
const FINGER = '/fixture/v1/scan-logs';
const TICKET = { 'POST /admin/v1/files/ticket': { body: { ticket: 'tk.1', expires_in: 60 } } };

function setup(
  path: string,
  routes: Record<string, FakeReply | ((c: FakeCall) => FakeReply | Promise<FakeReply>)> = {},
) {
  localStorage.setItem('authToken', 'stored.token');
  const api = fakeApi({ 'GET /admin/v1/user/profile': { body: PROFILE }, ...TICKET, ...routes });
  return { ...renderConsole(path, api.fetchImpl), calls: api.calls };
}

const listCalls = (calls: FakeCall[], path: string) =>
  calls.filter((c) => c.method === 'GET' && new URL(c.url, 'http://x').pathname === path);
const query = (c: FakeCall) => Object.fromEntries(new URL(c.url, 'http://x').searchParams);
const href = (name: string | RegExp, index = 0) =>
  within(screen.getByRole('table')).getAllByRole('link', { name })[index]!.getAttribute('href');
/** The first screen of a file loads its lazy view chunk: more than findBy's default second. */
const LOADING = { timeout: 5000 };
const TZ = encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone);

const livenessRow = (over: Record<string, unknown> = {}) => ({
  id: 3,
  bpm: 72,
  deviceModel: 'SM-A546E',
  arquivoLog: 'liveness/2026/11/u3/log.txt',
  arquivoVideo: 'liveness/2026/11/u3/video.mp4',
  arquivoCsv: 'liveness/2026/11/u3/signal.csv',
  arquivoFft: 'liveness/2026/11/u3/fft.csv',
  arquivoFiltred: 'liveness/2026/11/u3/filtred.csv',
  cpf: '52998224725',
  dataHora: '2026-11-22T10:00:00Z',
  ...over,
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('special cells and list defaults: capture-log (liveness-files cell, date filters at today)', () => {
  it('links the log (last path segment) and the files through /files, in a new tab; a click opens one with a ticket for it alone', async () => {
    const { user, calls } = setup('/capture-log', {
      [`GET ${LIVENESS}`]: { body: { items: [livenessRow()], total: 1, pages: 1 } },
    });
    const log = await screen.findByRole('link', { name: 'log.txt' }, LOADING);
    expect(log.getAttribute('href')).toBe('/files/liveness/2026/11/u3/log.txt');
    expect(log.getAttribute('target')).toBe('_blank');
    expect(log.getAttribute('rel')).toBe('noopener noreferrer');
    expect(href('vídeo')).toBe('/files/liveness/2026/11/u3/video.mp4');
    expect(href('csv')).toBe('/files/liveness/2026/11/u3/signal.csv');
    expect(href('fft')).toBe('/files/liveness/2026/11/u3/fft.csv');
    expect(href('filtred')).toBe('/files/liveness/2026/11/u3/filtred.csv');
    expect(screen.queryByRole('button', { name: 'Gerar arquivos' })).toBeNull();
    const tab = { opener: window, location: { replace: vi.fn() }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await user.click(screen.getByRole('link', { name: 'csv' }));
    await waitFor(() =>
      expect(tab.location.replace).toHaveBeenCalledWith('/files/liveness/2026/11/u3/signal.csv?ticket=tk.1'),
    );
    expect(calls.filter((c) => c.url.endsWith('/admin/v1/files/ticket')).map((c) => c.body)).toEqual([
      { path: 'liveness/2026/11/u3/signal.csv' },
    ]);
  });

  it('an http(s) address stays as it is; anything else is plain text, never a link', async () => {
    setup('/capture-log', {
      [`GET ${LIVENESS}`]: {
        body: {
          items: [
            livenessRow({
              arquivoLog: 'javascript:alert(1)',
              arquivoVideo: 'https://cdn.example.com/v/video.mp4',
              arquivoFft: '../../etc/passwd',
            }),
          ],
          total: 1,
          pages: 1,
        },
      },
    });
    expect(await screen.findByRole('link', { name: 'vídeo' }, LOADING)).toBeTruthy();
    expect(href('vídeo')).toBe('https://cdn.example.com/v/video.mp4');
    await screen.findByRole('link', { name: 'csv' });
    expect(screen.getByText('javascript:alert(1)').tagName).toBe('SPAN');
    expect(screen.queryByRole('link', { name: 'fft' })).toBeNull();
    expect(screen.getByText('fft').closest('a')).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('opens with the date filters at today (in the first request, once); Limpar lists every date', async () => {
    const today = localDateString(new Date());
    const { user, calls, history } = setup('/capture-log', {
      [`GET ${LIVENESS}`]: { body: { items: [livenessRow()], total: 1, pages: 1 } },
    });
    await screen.findByRole('link', { name: 'log.txt' }, LOADING);
    const requests = listCalls(calls, LIVENESS);
    expect(requests).toHaveLength(1);
    // The browser's zone goes with a date filter (the server reads the dates in it).
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(query(requests[0]!)).toEqual({ page: '1', per_page: '10', dataHora: today, dataHoraFim: today, tz });
    const search = screen.getByRole('search');
    expect((within(search).getByLabelText('Data De') as HTMLInputElement).value).toBe(today);
    expect((within(search).getByLabelText('Data Até') as HTMLInputElement).value).toBe(today);
    await user.click(within(search).getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(query(listCalls(calls, LIVENESS).at(-1)!)).toEqual({ page: '1', per_page: '10' }));
    expect((within(search).getByLabelText('Data De') as HTMLInputElement).value).toBe('');
    expect(within(search).queryByRole('button', { name: 'Limpar' })).toBeNull();
    expect(history.location.search).toBe('?dataHora=&dataHoraFim=');
  });

  it('with a video and no csv: Gerar arquivos shows progress, keeps the screen usable, reports and reloads', async () => {
    // The fake clock follows the real one (user-event, findBy), and jumps ahead on demand below.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let generated = false;
    let finish!: () => void;
    const { user, calls } = setup('/capture-log?dataHora=&dataHoraFim=', {
      [`GET ${LIVENESS}`]: () => ({
        body: {
          items: [
            generated ? livenessRow() : livenessRow({ arquivoCsv: null, arquivoFft: null, arquivoFiltred: null }),
          ],
          total: 1,
          pages: 1,
        },
      }),
      [`POST ${LIVENESS}/gerar-arquivos`]: () =>
        new Promise<FakeReply>((resolve) => {
          finish = () => {
            generated = true;
            resolve({ body: { data: livenessRow(), message: 'Arquivos gerados com sucesso!' } });
          };
        }),
    });
    const button = await screen.findByRole('button', { name: 'Gerar arquivos' }, LOADING);
    expect(screen.queryByRole('link', { name: 'csv' })).toBeNull();
    await user.click(button);
    expect(await screen.findByText('Gerando…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gerar arquivos' }).hasAttribute('disabled')).toBe(true);
    const post = calls.find((c) => c.method === 'POST' && c.url.endsWith('/gerar-arquivos'))!;
    expect(post.body).toMatchObject({ id: 3, arquivoVideo: 'liveness/2026/11/u3/video.mp4', arquivoCsv: null });
    // No loading overlay (it would show after 150 ms): the rest of the screen stays usable while
    // the server works.
    await vi.advanceTimersByTimeAsync(250);
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pesquisar' }).hasAttribute('disabled')).toBe(false);
    const before = listCalls(calls, LIVENESS).length;
    finish();
    expect(await screen.findByText('Arquivos gerados com sucesso!')).toBeTruthy();
    await screen.findByRole('link', { name: 'csv' });
    expect(listCalls(calls, LIVENESS).length).toBe(before + 1);
    expect(screen.queryByRole('button', { name: 'Gerar arquivos' })).toBeNull();
    expect(screen.queryByText('Gerando…')).toBeNull();
  });

  it('queued as a job: shows its progress, still after leaving the screen and coming back, then reports and reloads', async () => {
    const JOB = '0b6f6a1e-8d3c-4a8e-9a51-2f0f3c9d1e77';
    let job: Record<string, unknown> = { id: JOB, kind: 'liveness-files', state: 'active', progress: 40 };
    let generated = false;
    const routes = {
      [`GET ${LIVENESS}`]: () => ({
        body: {
          items: [
            generated ? livenessRow() : livenessRow({ arquivoCsv: null, arquivoFft: null, arquivoFiltred: null }),
          ],
          total: 1,
          pages: 1,
        },
      }),
      [`POST ${LIVENESS}/gerar-arquivos`]: {
        status: 202,
        body: {
          job: { id: JOB, kind: 'liveness-files', state: 'waiting', progress: 0 },
          message: 'Geração de arquivos iniciada. Acompanhe o progresso nesta tela.',
        },
      },
      [`GET /admin/v1/jobs/${JOB}`]: () => ({ body: { data: job } }),
    };
    const first = setup('/capture-log?dataHora=&dataHoraFim=', routes);
    await first.user.click(await screen.findByRole('button', { name: 'Gerar arquivos' }, LOADING));
    const post = first.calls.find((c) => c.method === 'POST' && c.url.endsWith('/gerar-arquivos'))!;
    expect(post.headers.Prefer).toBe('respond-async');
    expect(await screen.findByText('Gerando… 40%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gerar arquivos' }).hasAttribute('disabled')).toBe(true);

    // The operator leaves the screen and comes back: the job is found again, still followed.
    first.unmount();
    job = { ...job, progress: 75 };
    const again = setup('/capture-log?dataHora=&dataHoraFim=', routes);
    expect(await screen.findByText('Gerando… 75%', undefined, LOADING)).toBeTruthy();
    expect(again.calls.filter((c) => c.method === 'POST')).toEqual([]);

    generated = true;
    job = {
      ...job,
      state: 'completed',
      progress: 100,
      result: { data: livenessRow(), message: 'Arquivos gerados com sucesso!' },
    };
    expect(await screen.findByText('Arquivos gerados com sucesso!', undefined, LOADING)).toBeTruthy();
    await screen.findByRole('link', { name: 'csv' });
    expect(screen.queryByText(/Gerando/)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('a job that fails shows its pt-BR reason in the error dialog and frees the button', async () => {
    const JOB = '7c1d2e3f-0a4b-4c5d-8e6f-9a0b1c2d3e4f';
    const { user } = setup('/capture-log?dataHora=&dataHoraFim=', {
      [`GET ${LIVENESS}`]: { body: { items: [livenessRow({ arquivoCsv: '' })], total: 1, pages: 1 } },
      [`POST ${LIVENESS}/gerar-arquivos`]: {
        status: 202,
        body: { job: { id: JOB, kind: 'liveness-files', state: 'waiting', progress: 0 }, message: 'ok' },
      },
      [`GET /admin/v1/jobs/${JOB}`]: {
        body: {
          data: {
            id: JOB,
            kind: 'liveness-files',
            state: 'failed',
            progress: 30,
            error: 'O vídeo tem só 3,0 s; são precisos ao menos 5 s.',
            errorStatus: 422,
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Gerar arquivos' }, LOADING));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('O vídeo tem só 3,0 s; são precisos ao menos 5 s.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Gerar arquivos' }).hasAttribute('disabled')).toBe(false),
    );
  });

  it.each([
    ['the server message', { status: 422, body: { message: 'Vídeo ilegível.' } }, 'Vídeo ilegível.'],
    ["'Erro ao gerar arquivos' without one", { status: 500, body: {} }, 'Erro ao gerar arquivos'],
  ])('a failed generation shows %s in the error dialog', async (_what, reply, message) => {
    const { user } = setup('/capture-log?dataHora=&dataHoraFim=', {
      [`GET ${LIVENESS}`]: { body: { items: [livenessRow({ arquivoCsv: '' })], total: 1, pages: 1 } },
      [`POST ${LIVENESS}/gerar-arquivos`]: reply,
    });
    await user.click(await screen.findByRole('button', { name: 'Gerar arquivos' }, LOADING));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(message)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Gerar arquivos' }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.queryByText('Gerando…')).toBeNull();
  });

  /**
   * 'Exportar' → a format: the export is fetched (global fetch, with its ticket) and saved from a
   * Blob. Returns the export's requested addresses and the saved files' names.
   */
  function captureExports(body = '\uFEFFBPM\r\n') {
    const requested: string[] = [];
    const saved: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requested.push(url);
        return new Response(body, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'x-total-rows': '0',
            'content-disposition': `attachment; filename="x.csv"; filename*=UTF-8''Capturas%20de%20Prova%20de%20Vida.csv`,
          },
        });
      }),
    );
    URL.createObjectURL = () => 'blob:x/1';
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.getAttribute('href')} ${this.download}`);
    });
    return { requested, saved };
  }
  /**
   * Chosen from the keyboard (CSV first, XLSX last), as in AuthProvider.test.tsx: in jsdom every
   * pointer event is at (0, 0), so Zag's menu may not see the pointer reach an item.
   */
  const exportAs = async (user: ReturnType<typeof setup>['user'], format: 'CSV' | 'XLSX') => {
    await user.click(await screen.findByRole('button', { name: 'Exportar registros filtrados' }, LOADING));
    const item = await screen.findByRole('menuitem', { name: new RegExp(format) }, LOADING);
    await user.keyboard(format === 'CSV' ? '{Home}' : '{End}');
    await waitFor(() => expect(item.hasAttribute('data-highlighted')).toBe(true));
    await user.keyboard('{Enter}');
  };

  it('Exportar → CSV fetches the export of the current filters (no paging) with a ticket and saves the file', async () => {
    const { requested, saved } = captureExports();
    const { user, calls } = setup('/capture-log?page=2&per_page=25&bpm=70', {
      [`GET ${LIVENESS}`]: { body: { items: [], total: 30, pages: 2 } },
    });
    await exportAs(user, 'CSV');
    await waitFor(() => expect(saved).toEqual(['blob:x/1 Capturas de Prova de Vida.csv']), LOADING);
    expect(requested).toEqual([`${LIVENESS}/export.csv?bpm=70&tz=${TZ}&ticket=tk.1`]);
    // A ticket for this export alone (any filters), asked for on click.
    expect(calls.filter((c) => c.url.endsWith('/admin/v1/files/ticket')).map((c) => c.body)).toEqual([
      { path: `${LIVENESS}/export.csv` },
    ]);
    vi.unstubAllGlobals();
  });

  it('Exportar → XLSX on a screen opened without filters exports today (the defaults in force)', async () => {
    const today = localDateString(new Date());
    const { requested } = captureExports();
    const { user } = setup('/capture-log', { [`GET ${LIVENESS}`]: { body: { items: [], total: 0, pages: 0 } } });
    await exportAs(user, 'XLSX');
    await waitFor(
      () =>
        expect(requested).toEqual([
          `${LIVENESS}/export.csv?dataHora=${today}&dataHoraFim=${today}&format=xlsx&tz=${TZ}&ticket=tk.1`,
        ]),
      LOADING,
    );
    vi.unstubAllGlobals();
  });

  it('Exportar reports a ticket failure in the error dialog and downloads nothing', async () => {
    const { requested, saved } = captureExports();
    const { user } = setup('/capture-log', {
      [`GET ${LIVENESS}`]: { body: { items: [], total: 0, pages: 0 } },
      'POST /admin/v1/files/ticket': { status: 500, body: {} },
    });
    await exportAs(user, 'CSV');
    const dialog = await screen.findByRole('alertdialog', {}, LOADING);
    expect(within(dialog).getByText('Erro ao exportar registros!')).toBeTruthy();
    expect(requested).toEqual([]);
    expect(saved).toEqual([]);
    vi.unstubAllGlobals();
  });
});

describe('special cells: scan-log (finger-images and finger-tiffs cells)', () => {
  const fingerRow = {
    id: 9,
    deviceModel: 'iPhone 13',
    zoom: 2,
    arquivoLog: 'finger/2026/11/u9/log/log.txt',
    imagens: ['finger/2026/11/u9/log/finger_1.jpeg', 'finger/2026/11/u9/log/finger_2.jpeg'],
    cpf: '52998224725',
    dataHora: '2026-11-22T10:00:00Z',
  };

  it('Img 1, Img 2 and the Tiff and Máscara links derived from the first image', async () => {
    setup('/scan-log', { [`GET ${FINGER}`]: { body: { items: [fingerRow], count: 1, pages: 1 } } });
    expect(await screen.findByRole('link', { name: 'Img 1' })).toBeTruthy();
    expect(href('Img 1')).toBe('/files/finger/2026/11/u9/log/finger_1.jpeg');
    expect(href('Img 2')).toBe('/files/finger/2026/11/u9/log/finger_2.jpeg');
    expect(href('Tiff')).toBe('/files/finger/2026/11/u9/img/finger_1.tiff');
    expect(href('Máscara')).toBe('/files/finger/2026/11/u9/img/finger_1-mask.tiff');
    expect(href('log.txt')).toBe('/files/finger/2026/11/u9/log/log.txt');
  });

  it('a page of file links asks for no ticket until one is opened', async () => {
    const { calls } = setup('/scan-log', {
      [`GET ${FINGER}`]: { body: { items: [fingerRow, { ...fingerRow, id: 10 }], count: 2, pages: 1 } },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Img 1' })).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.filter((c) => c.url.endsWith('/admin/v1/files/ticket'))).toHaveLength(0);
  });

  it('without images: a dash, no links', async () => {
    setup('/scan-log', {
      [`GET ${FINGER}`]: { body: { items: [{ ...fingerRow, imagens: [] }], count: 1, pages: 1 } },
    });
    await screen.findByRole('link', { name: 'log.txt' }, LOADING);
    expect(screen.queryByRole('link', { name: /Img|Tiff|Máscara/ })).toBeNull();
  });
});
