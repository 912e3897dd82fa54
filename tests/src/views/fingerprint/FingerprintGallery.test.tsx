import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeTiff } from '../../../../server/media/image/encodeTiff.js';
import { formatValue } from '../../../../src/core/format/formatValue.js';
import FingerprintListView from '../../../../src/views/fingerprint/FingerprintListView.js';
import { FingerprintGallery } from '../../../../src/views/fingerprint/FingerprintGallery.js';
import { ListContext } from '../../../../src/hooks/list/ListContext.js';
import descriptors from 'virtual:descriptors';
import { fakeApi, type FakeCall, type FakeReply } from '../../support/fakeApi.js';
import { renderView, routeOf } from '../../support/renderView.js';

const CREATED = '2026-11-22T13:05:09.000Z';
const row = {
  id: 7,
  finger: 'Polegar direito',
  person_cpf: '52998224725',
  person_name: 'Maria Souza',
  serpro: 'ok',
  created_at: CREATED,
};
const dir = 'fingerprints/1/7';
const gallery = {
  data: {
    ...row,
    groups: [
      { group: 0, score: 0.912, original: `${dir}/0-original.jpeg`, processed: `${dir}/0-processed.tiff`, mask: null },
      { group: 1, score: 0.5, original: `${dir}/1-original.jpeg`, processed: null, mask: `${dir}/1-mask.tiff` },
    ],
  },
};

/** A 4×3 greyscale TIFF whose pixel (x, y) is 10·x + 60·y, PackBits-compressed as the server writes them. */
const WIDTH = 4;
const HEIGHT = 3;
const tiff = encodeTiff(
  Uint8Array.from({ length: WIDTH * HEIGHT }, (_, i) => 10 * (i % WIDTH) + 60 * Math.floor(i / WIDTH)),
  WIDTH,
  HEIGHT,
);

/** The ticket the fake API hands out for `path`: a URL shows which file its ticket was issued for. */
const ticketOf = (path: string) => `tk.${path.replace(/\W/g, '')}`;
const fileUrl = (path: string) => `/files/${path}?ticket=${ticketOf(path)}`;

/** What was drawn on canvases (jsdom has no 2D context). */
let drawn: { width: number; height: number; data: Uint8ClampedArray }[];
/** Stored files the page fetched (previews, with a ticket). */
let fileFetches: string[];
/** Blob addresses made for the images. */
let blobs: string[];

beforeEach(() => {
  drawn = [];
  fileFetches = [];
  blobs = [];
  URL.createObjectURL = vi.fn(() => `blob:http://console.test/${blobs.push('x')}`);
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () =>
      ({
        createImageData: (width: number, height: number) => ({
          width,
          height,
          data: new Uint8ClampedArray(width * height * 4),
        }),
        putImageData: (image: { width: number; height: number; data: Uint8ClampedArray }) => drawn.push(image),
      }) as unknown as CanvasRenderingContext2D,
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fileFetches.push(url);
      if (url === fileUrl(`${dir}/0-processed.tiff`)) return new Response(new Uint8Array(tiff));
      if (url === fileUrl(`${dir}/0-original.jpeg`) || url === fileUrl(`${dir}/1-original.jpeg`))
        return new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'content-type': 'image/jpeg' } });
      return new Response('{"message":"Arquivo não encontrado."}', { status: 404 });
    }),
  );
  localStorage.setItem('authToken', 'stored.token');
});

function setup(galleryReply: FakeReply | ((call: FakeCall) => Promise<FakeReply>) = { body: gallery }) {
  const api = fakeApi({
    'GET /admin/v1/user/profile': { body: { data: { id: 1, name: 'Administradora', email: 'admin@example.com' } } },
    'POST /admin/v1/files/ticket': (call) => ({
      body: { ticket: ticketOf((call.body as { path: string }).path), expires_in: 60 },
    }),
    'GET /admin/v2/person-fingerprint/7/images': galleryReply,
  });
  // As the list's detail modal shows it: inside the fingerprints' list.
  const list = { descriptor: descriptors.fingerprint!, reload: async () => undefined };
  const rendered = renderView(
    <ListContext.Provider value={list}>
      <FingerprintGallery row={row} />
    </ListContext.Provider>,
    { path: '/fingerprint', fetchImpl: api.fetchImpl },
  );
  return { ...rendered, calls: api.calls };
}

describe('FingerprintGallery', () => {
  it('shows the CPF on top, the person and the fingerprint, from the row at once', async () => {
    setup();
    expect(screen.getByTestId('gallery-cpf').textContent).toBe('529.982.247-25');
    const person = screen.getByText('Informações da pessoa').parentElement!;
    expect(within(person).getByText('529.982.247-25')).toBeTruthy();
    expect(within(person).getByText('Maria Souza')).toBeTruthy();
    const fingerprint = screen.getByText('Informações do fingerprint').parentElement!;
    expect(within(fingerprint).getByText('Polegar direito')).toBeTruthy();
    expect(within(fingerprint).getByText(formatValue('datetime', CREATED))).toBeTruthy();
    expect(formatValue('datetime', CREATED)).toMatch(/^\d{2}\/\d{2}\/2026,? \d{2}:\d{2}:\d{2}$/);
    await screen.findByRole('group', { name: 'Captura 1' });
  });

  it("says 'Não informado' when the person has no name", async () => {
    setup({ body: { data: { ...gallery.data, person_name: null } } });
    await screen.findByRole('group', { name: 'Captura 1' });
    expect(within(screen.getByText('Informações da pessoa').parentElement!).getByText('Não informado')).toBeTruthy();
  });

  it("shows each capture with its score, the original JPEG (read with its own ticket) and 'Abrir Imagem' in a new tab", async () => {
    const { user, calls } = setup();
    const first = await screen.findByRole('group', { name: 'Captura 1' });
    expect(within(first).getByText('Score: 0,912')).toBeTruthy();
    const img = await within(first).findByRole('img', { name: 'Imagem original da captura 1' });
    expect(img.getAttribute('src')).toMatch(/^blob:/);
    expect(fileFetches).toContain(fileUrl(`${dir}/0-original.jpeg`));
    const open = within(first).getByRole('link', { name: 'Abrir Imagem' });
    expect(open.getAttribute('href')).toBe(`/files/${dir}/0-original.jpeg`);
    expect(open.getAttribute('target')).toBe('_blank');
    // 'Abrir Imagem' right after the preview: the preview's ticket, still fresh, is used.
    const tab = { opener: window, location: { replace: vi.fn() }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const asked = calls.filter((c) => c.url.endsWith('/admin/v1/files/ticket')).length;
    await user.click(open);
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith(fileUrl(`${dir}/0-original.jpeg`)));
    expect(calls.filter((c) => c.url.endsWith('/admin/v1/files/ticket'))).toHaveLength(asked);
    expect(within(screen.getByRole('group', { name: 'Captura 2' })).getByText('Score: 0,5')).toBeTruthy();
    // The gallery is read once, quietly (no loading overlay): the list's modal shows its own states.
    expect(calls.filter((c) => c.url.endsWith('/admin/v2/person-fingerprint/7/images'))).toHaveLength(1);
  });

  it('decodes the processed TIFF and draws it on a canvas (the browser cannot show TIFFs)', async () => {
    setup();
    const first = await screen.findByRole('group', { name: 'Captura 1' });
    const canvas = await within(first).findByRole('img', { name: 'Imagem processada da captura 1' });
    expect(canvas.tagName).toBe('CANVAS');
    expect([canvas.getAttribute('width'), canvas.getAttribute('height')]).toEqual(['4', '3']);
    await waitFor(() => expect(drawn).toHaveLength(1));
    const { width, height, data } = drawn[0]!;
    expect([width, height]).toEqual([WIDTH, HEIGHT]);
    const at = (x: number, y: number) => [...data.subarray((y * WIDTH + x) * 4, (y * WIDTH + x) * 4 + 4)];
    expect(at(0, 0)).toEqual([0, 0, 0, 255]);
    expect(at(3, 2)).toEqual([150, 150, 150, 255]);
    // Fetched with a ticket issued for that very file.
    expect(fileFetches).toContain(fileUrl(`${dir}/0-processed.tiff`));
  });

  it("shows 'Imagem indisponível' and disables the download when a TIFF is missing, or cannot be read", async () => {
    setup();
    const first = await screen.findByRole('group', { name: 'Captura 1' });
    expect(within(first).getByRole<HTMLButtonElement>('button', { name: /Baixar máscara \(TIFF\)/ }).disabled).toBe(
      true,
    );
    expect(within(first).getByRole<HTMLButtonElement>('button', { name: /Baixar processada \(TIFF\)/ }).disabled).toBe(
      false,
    );
    expect(await within(first).findByText('Imagem indisponível')).toBeTruthy();

    const second = screen.getByRole('group', { name: 'Captura 2' });
    expect(within(second).getByRole<HTMLButtonElement>('button', { name: /Baixar processada \(TIFF\)/ }).disabled).toBe(
      true,
    );
    // The mask exists but answers 404: the placeholder, not a broken canvas.
    await waitFor(() => expect(within(second).getAllByText('Imagem indisponível')).toHaveLength(2));
    expect(fileFetches).toContain(fileUrl(`${dir}/1-mask.tiff`));
  });

  it('falls back to the placeholder when the original image is broken', async () => {
    setup();
    const first = await screen.findByRole('group', { name: 'Captura 1' });
    const img = await within(first).findByRole('img', { name: 'Imagem original da captura 1' });
    fireEvent.error(img);
    expect(within(first).queryByRole('img', { name: 'Imagem original da captura 1' })).toBeNull();
    expect(within(first).getAllByText('Imagem indisponível')).toHaveLength(2);
  });

  it('downloads a TIFF through the files address with a ticket bound to it', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href')!);
    });
    const { user } = setup();
    const first = await screen.findByRole('group', { name: 'Captura 1' });
    await user.click(within(first).getByRole('button', { name: /Baixar processada \(TIFF\)/ }));
    await waitFor(() => expect(clicked).toEqual([fileUrl(`${dir}/0-processed.tiff`)]));
  });

  it("says 'Nenhuma imagem encontrada para este fingerprint.' when there are no captures", async () => {
    setup({ body: { data: { ...gallery.data, groups: [] } } });
    expect(await screen.findByText('Nenhuma imagem encontrada para este fingerprint.')).toBeTruthy();
  });

  it("shows a skeleton while loading and 'Erro ao buscar detalhes' when the gallery cannot be read", async () => {
    let answer!: (reply: FakeReply) => void;
    setup(() => new Promise<FakeReply>((resolve) => (answer = resolve)));
    expect(await screen.findByLabelText('Carregando imagens')).toBeTruthy();
    answer({ status: 500, body: {} });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Erro ao buscar detalhes')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('Lista de Fingerprints', () => {
  it("opens the gallery from the list's 'Visualizar'", async () => {
    const api = fakeApi({
      'GET /admin/v1/user/profile': { body: { data: { id: 1, name: 'Administradora', email: 'admin@example.com' } } },
      'GET /admin/v2/person-fingerprint': { body: { items: [row], total: 1, pages: 1 } },
      'POST /admin/v1/files/ticket': (call) => ({
        body: { ticket: ticketOf((call.body as { path: string }).path), expires_in: 60 },
      }),
      'GET /admin/v2/person-fingerprint/7/images': { body: gallery },
    });
    const { user } = renderView(<FingerprintListView route={routeOf('/fingerprint')} />, {
      path: '/fingerprint',
      fetchImpl: api.fetchImpl,
    });
    await user.click(await screen.findByRole('button', { name: 'Visualizar' }));
    const modal = await screen.findByRole('dialog', { name: 'Detalhes do fingerprint' });
    expect(within(modal).getByTestId('gallery-cpf').textContent).toBe('529.982.247-25');
    expect(await within(modal).findByRole('group', { name: 'Captura 2' })).toBeTruthy();
  });
});
