import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useListExport, type ListExportInput } from '../../../../src/hooks/export/useListExport.js';
import { progressText } from '../../../../src/core/export/progressText.js';
import { renderInProviders } from '../../support/renderInProviders.js';

const ENDPOINT = '/fixture/v1/tickets';
const TZ = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The console's API calls (the ticket); the export's own request goes through the global fetch. */
const apiFetch = (async (input: RequestInfo | URL) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (url.endsWith('/admin/v1/files/ticket')) return new Response(JSON.stringify({ ticket: 'tk.1', expires_in: 60 }));
  return new Response('{}');
}) as typeof fetch;

/** An export answer whose body the test writes chunk by chunk. */
function controlledAnswer(headers: Record<string, string>) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
    fail: (error: unknown) => controller.error(error),
  };
}

function Probe(props: ListExportInput & { revealReason?: string }) {
  const { revealReason, ...input } = props;
  const { state, start, cancel } = useListExport(input);
  return (
    <div>
      <p data-testid="state">
        {state.status === 'running'
          ? `${state.format}: ${progressText(state.progress)}`
          : state.status === 'queued'
            ? `fila ${state.format}: ${progressText(state.progress)}`
            : state.status}
      </p>
      <button onClick={() => void start('csv', revealReason ? { revealReason } : {})}>csv</button>
      <button onClick={() => void start('xlsx')}>xlsx</button>
      <button onClick={cancel}>cancelar</button>
    </div>
  );
}

const stateText = () => screen.getByTestId('state').textContent;
let saved: { name: string; blob: Blob; href: string }[];
/** The export requests (url, init), and their answers. */
let exportFetch: ReturnType<typeof vi.fn>;

beforeEach(() => {
  localStorage.setItem('authToken', 'stored.token');
  saved = [];
  const blobs = new Map<string, Blob>();
  let n = 0;
  // jsdom has no object URLs: the saved Blob is looked up by the URL handed out.
  URL.createObjectURL = (b: Blob | MediaSource) => {
    const url = `blob:x/${(n += 1)}`;
    blobs.set(url, b as Blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)!, href: this.href });
  });
  exportFetch = vi.fn();
  vi.stubGlobal('fetch', exportFetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

const JOB_ID = '0b9f3c1e-6a4e-4a55-8d43-5b2c7a9e1f00';
const DOWNLOAD = `/admin/v1/jobs/${JOB_ID}/arquivo`;

/** The console's API for a large export: the tickets asked (by resource) and the job's answers, one per poll (the last repeats). */
function jobApi(views: object[]) {
  const tickets: string[] = [];
  let polls = 0;
  const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/admin/v1/files/ticket')) {
      const { path } = JSON.parse(String(init?.body)) as { path: string };
      tickets.push(path);
      return new Response(JSON.stringify({ ticket: `tk.${tickets.length}`, expires_in: 60 }));
    }
    if (url.endsWith(`/admin/v1/jobs/${JOB_ID}`)) {
      const view = views[Math.min(polls, views.length - 1)];
      polls += 1;
      return new Response(JSON.stringify({ data: { id: JOB_ID, kind: 'export', ...view } }));
    }
    return new Response('{}');
  }) as typeof fetch;
  return { impl, tickets, polls: () => polls };
}

const accepted = (total: number) =>
  new Response(
    JSON.stringify({ job: { id: JOB_ID, kind: 'export', state: 'waiting', progress: 0 }, total, message: 'x' }),
    {
      status: 202,
      headers: { 'content-type': 'application/json', location: `/admin/v1/jobs/${JOB_ID}` },
    },
  );
const finished = {
  state: 'completed',
  progress: 100,
  result: { download: DOWNLOAD, file: { rows: 48000 }, message: 'Exportação pronta para baixar.' },
};

describe('useListExport', () => {
  it("asks for the screen's filters, order and columns, shows rows of the total as they arrive, then saves the file", async () => {
    const answer = controlledAnswer({
      'content-type': 'text/csv; charset=utf-8',
      'x-total-rows': '4',
      'content-disposition': `attachment; filename="Chamados.csv"; filename*=UTF-8''Chamados%20%C3%A0%20vista.csv`,
    });
    exportFetch.mockResolvedValue(answer.response);
    const { user } = renderInProviders(
      <Probe
        endpoint={ENDPOINT}
        filters={{ subject: 'cabo' }}
        sort={{ field: 'cost', order: 'desc' }}
        columns={['subject', 'cost']}
      />,
      { fetchImpl: apiFetch },
    );
    await user.click(screen.getByRole('button', { name: 'csv' }));
    await waitFor(() => expect(exportFetch).toHaveBeenCalledTimes(1));
    const [url, init] = exportFetch.mock.calls[0]! as [string, RequestInit];
    const asked = new URL(url, 'http://console.test');
    expect(asked.pathname).toBe(`${ENDPOINT}/export.csv`);
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      subject: 'cabo',
      sort: 'cost',
      order: 'desc',
      cols: 'subject,cost',
      tz: TZ,
      ticket: 'tk.1',
    });
    expect(init.signal).toBeInstanceOf(AbortSignal);
    // The heading and two rows (one with a line break inside its quotes).
    answer.write('\uFEFFAssunto;Custo\r\nTroca de cabo;0,35\r\n"Cabo\r\npartido";1');
    await waitFor(() => expect(stateText()).toBe('csv: 1 de 4 linhas'));
    await new Promise((r) => setTimeout(r, 150));
    answer.write('2\r\n');
    await waitFor(() => expect(stateText()).toBe('csv: 2 de 4 linhas'));
    answer.write('Cabo novo;3\r\nCabo velho;4\r\n');
    answer.close();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('Chamados à vista.csv');
    // Saved byte for byte, BOM included (Blob.text() would drop it).
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.subarray(3))).toBe(
      'Assunto;Custo\r\nTroca de cabo;0,35\r\n"Cabo\r\npartido";12\r\nCabo novo;3\r\nCabo velho;4\r\n',
    );
    expect(saved[0]!.blob.type).toBe('text/csv; charset=utf-8');
    await waitFor(() => expect(stateText()).toBe('idle'));
  });

  it("'Cancelar' aborts the download: nothing saved, no error shown, ready again", async () => {
    const answer = controlledAnswer({ 'content-type': 'text/csv; charset=utf-8', 'x-total-rows': '48000' });
    exportFetch.mockImplementation((_url: string, init: RequestInit) => {
      init.signal!.addEventListener('abort', () => answer.fail(new DOMException('cancelado', 'AbortError')));
      return Promise.resolve(answer.response);
    });
    const { user } = renderInProviders(<Probe endpoint={ENDPOINT} filters={{}} />, { fetchImpl: apiFetch });
    await user.click(screen.getByRole('button', { name: 'xlsx' }));
    await waitFor(() => expect(exportFetch).toHaveBeenCalledTimes(1));
    expect(new URL(exportFetch.mock.calls[0]![0] as string, 'http://x').searchParams.get('format')).toBe('xlsx');
    await waitFor(() => expect(stateText()).toMatch(/^xlsx: /));
    await user.click(screen.getByRole('button', { name: 'cancelar' }));
    const signal = (exportFetch.mock.calls[0]![1] as RequestInit).signal!;
    expect(signal.aborted).toBe(true);
    await waitFor(() => expect(stateText()).toBe('idle'));
    expect(saved).toEqual([]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("a refusal shows the server's pt-BR message and saves nothing", async () => {
    exportFetch.mockResolvedValue(
      new Response(JSON.stringify({ message: 'Coluna desconhecida em “cols”: “x”.', errors: { cols: 'x' } }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const { user } = renderInProviders(<Probe endpoint={ENDPOINT} filters={{}} columns={['x']} />, {
      fetchImpl: apiFetch,
    });
    await user.click(screen.getByRole('button', { name: 'csv' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Coluna desconhecida em “cols”: “x”.')).toBeTruthy();
    expect(saved).toEqual([]);
    await waitFor(() => expect(stateText()).toBe('idle'));
  });

  it('a server that cannot be reached is said in pt-BR', async () => {
    exportFetch.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = renderInProviders(<Probe endpoint={ENDPOINT} filters={{}} />, { fetchImpl: apiFetch });
    await user.click(screen.getByRole('button', { name: 'csv' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Não foi possível conectar ao servidor.')).toBeTruthy();
  });

  it('a large export (202) follows its job, rows written of the total, then downloads its file natively with a ticket of its own', async () => {
    const api = jobApi([{ state: 'active', progress: 25 }, finished]);
    exportFetch.mockResolvedValueOnce(accepted(48000));
    const { user } = renderInProviders(<Probe endpoint={ENDPOINT} filters={{}} />, { fetchImpl: api.impl });
    await user.click(screen.getByRole('button', { name: 'csv' }));
    await waitFor(() => expect(stateText()).toBe('fila csv: 12.000 de 48.000 linhas'));
    expect(JSON.parse(sessionStorage.getItem(`exportar:${ENDPOINT}`)!)).toEqual({
      id: JOB_ID,
      format: 'csv',
      total: 48000,
    });
    // Its file: a native download (the browser streams it to disk), not a fetch into memory.
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 3000 });
    const asked = new URL(saved[0]!.href, 'http://console.test');
    expect(asked.pathname).toBe(DOWNLOAD);
    expect(api.tickets).toContain(DOWNLOAD);
    expect(asked.searchParams.get('ticket')).toBe(`tk.${api.tickets.indexOf(DOWNLOAD) + 1}`);
    expect(exportFetch).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(stateText()).toBe('idle'));
    expect(sessionStorage.getItem(`exportar:${ENDPOINT}`)).toBeNull();
  });

  it('leaving the screen while the job runs and coming back follows it again', async () => {
    const api = jobApi([{ state: 'active', progress: 50 }]);
    exportFetch.mockResolvedValueOnce(accepted(1000));
    const first = renderInProviders(<Probe endpoint={ENDPOINT} filters={{}} />, { fetchImpl: api.impl });
    await first.user.click(screen.getByRole('button', { name: 'xlsx' }));
    await waitFor(() => expect(stateText()).toBe('fila xlsx: 500 de 1.000 linhas'));
    first.unmount();
    expect(sessionStorage.getItem(`exportar:${ENDPOINT}`)).not.toBeNull();
    const polled = api.polls();
    renderInProviders(<Probe endpoint={ENDPOINT} filters={{}} />, { fetchImpl: api.impl });
    await waitFor(() => expect(stateText()).toBe('fila xlsx: 500 de 1.000 linhas'));
    await waitFor(() => expect(api.polls()).toBeGreaterThan(polled));
    // 'Cancelar' stops following it and forgets it.
    await userClick('cancelar');
    await waitFor(() => expect(stateText()).toBe('idle'));
    expect(sessionStorage.getItem(`exportar:${ENDPOINT}`)).toBeNull();
    expect(exportFetch).toHaveBeenCalledTimes(1);
  });

  it('a failed job shows its pt-BR reason and is forgotten', async () => {
    const api = jobApi([{ state: 'failed', progress: 10, error: 'A exportação foi descartada.', errorStatus: 410 }]);
    exportFetch.mockResolvedValueOnce(accepted(30000));
    const { user } = renderInProviders(<Probe endpoint={ENDPOINT} filters={{}} />, { fetchImpl: api.impl });
    await user.click(screen.getByRole('button', { name: 'csv' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('A exportação foi descartada.')).toBeTruthy();
    expect(saved).toEqual([]);
    expect(sessionStorage.getItem(`exportar:${ENDPOINT}`)).toBeNull();
  });

  it("'Exportar com CPF completo' sends its reason, and its job is remembered apart from the plain export's", async () => {
    const api = jobApi([{ state: 'active', progress: 10 }]);
    exportFetch.mockResolvedValueOnce(accepted(50000));
    const { user } = renderInProviders(
      <Probe endpoint={ENDPOINT} filters={{}} variant="cpf" revealReason="auditoria" />,
      {
        fetchImpl: api.impl,
      },
    );
    await user.click(screen.getByRole('button', { name: 'csv' }));
    await waitFor(() => expect(stateText()).toBe('fila csv: 5.000 de 50.000 linhas'));
    const asked = new URL(exportFetch.mock.calls[0]![0] as string, 'http://console.test');
    expect(asked.searchParams.get('reveal_reason')).toBe('auditoria');
    expect(sessionStorage.getItem(`exportar:cpf:${ENDPOINT}`)).not.toBeNull();
    expect(sessionStorage.getItem(`exportar:${ENDPOINT}`)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'cancelar' }));
  });
});

/** Clicks a button of the probe by its name. */
async function userClick(name: string) {
  screen.getByRole('button', { name }).click();
}
