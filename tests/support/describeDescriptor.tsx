import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { ClientDescriptor, Mask } from '../../src/core/descriptors/Descriptor.js';
import { buildFormSchema, type FormMode } from '../../src/core/forms/buildFormSchema.js';
import { fakeApi } from '../src/support/fakeApi.js';
import { renderConsole } from '../src/support/renderConsole.js';
import { describeScreen, visibleText } from './describeScreen.js';
import { sampleRow } from './sampleRow.js';

const PROFILE = { data: { id: 1, name: 'Administradora', email: 'admin@example.com', role: 'admin', is_active: 1 } };
const SAVED = 'Registro salvo com sucesso!';
/** What a person types into a masked input to see its mask. */
const MASK_PROBES: Record<Mask, string> = { cpf: '52998224725', cnpj: '11222333000181', phone: '11987654321' };
/**
 * The screens' first render loads their lazy chunks: more than findBy's default, and on a loaded
 * CI host (the snapshot tests also run inside the suite, in a child vitest) more than 10 s once.
 * Waiting longer costs nothing when the screen is there sooner.
 */
const LOADING = { timeout: 25_000 };

function signedIn(path: string, routes: Parameters<typeof fakeApi>[0]) {
  localStorage.setItem('authToken', 'stored.token');
  const api = fakeApi({
    'GET /admin/v1/user/profile': { body: PROFILE },
    'POST /admin/v1/files/ticket': { body: { ticket: 'tk.1', expires_in: 60 } },
    ...routes,
  });
  return renderConsole(path, api.fetchImpl);
}

const main = () => {
  const el = document.querySelector('main');
  if (!el) throw new Error('A tela não tem <main>');
  return el;
};

/** Types each probe into the masked input labelled `label` and tells what it shows. */
async function maskLines(
  user: ReturnType<typeof renderConsole>['user'],
  inputs: { label: string; input: HTMLInputElement; mask: Mask }[],
): Promise<string[]> {
  const lines: string[] = [];
  for (const { label, input, mask } of inputs) {
    await user.clear(input);
    await user.type(input, MASK_PROBES[mask]);
    lines.push(`${label} (${mask}): typing ${JSON.stringify(MASK_PROBES[mask])} shows ${JSON.stringify(input.value)}`);
    await user.clear(input);
  }
  return lines;
}

async function describeList(d: ClientDescriptor): Promise<string[]> {
  const row = sampleRow(d);
  const body = { [d.api.list.items]: [row], [d.api.list.total]: 1, ...(d.api.list.pages && { [d.api.list.pages]: 1 }) };
  const { user } = signedIn(d.routes.list, { [`GET ${d.api.endpoint}`]: { body } });
  await screen.findByRole('heading', { level: 1, name: d.title }, LOADING);
  const table = await screen.findByRole('table', undefined, LOADING);
  await waitFor(() => expect(table.closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('false'));
  const lines = [`## List screen (${d.routes.list})`, '', ...describeScreen(main())];
  const search = screen.queryByRole('search');
  const masked = d.list.filters
    .filter((f) => f.mask)
    .map((f) => {
      const input = [...(search?.querySelectorAll('input') ?? [])].find(
        (i) => i.labels && [...i.labels].some((l) => visibleText(l) === f.label),
      );
      if (!input) throw new Error(`Filtro "${f.label}" sem campo na tela de ${d.key}`);
      return { label: f.label, input, mask: f.mask! };
    });
  if (masked.length) lines.push('', '### Filter masks', '', ...(await maskLines(user, masked)));
  cleanup();
  return lines;
}

async function describeForm(d: ClientDescriptor, mode: FormMode): Promise<string[]> {
  const row = sampleRow(d);
  const path = mode === 'create' ? d.routes.form! : `${d.routes.form}/${row.id}`;
  const { user } = signedIn(path, {
    [`GET ${d.api.endpoint}/${row.id}`]: { body: { [d.api.record]: row } },
    // A form with nothing required is saved empty: the API's answer to that.
    [`POST ${d.api.endpoint}`]: { status: 201, body: { [d.api.record]: { id: 8, version: 1 }, message: SAVED } },
    // Its related records' counts (`related`), two of each.
    ...(d.related && {
      [`GET ${d.api.endpoint}/${row.id}/related`]: {
        body: { data: Object.fromEntries(d.related.map((r) => [r.entity, { total: 2, capped: false }])) },
      },
    }),
  });
  await screen.findByRole('button', { name: /Salvar/ }, LOADING);
  // Its related records' counts, once answered (never a snapshot taken half-way).
  if (d.related && mode !== 'create') await screen.findByRole('heading', { name: 'Registros ligados' }, LOADING);
  const form = document.getElementById(`${d.key}-form`);
  if (!form) throw new Error(`Formulário ${d.key}-form não encontrado`);
  const lines = [`## Form, ${mode} (${path})`, '', ...describeScreen(main())];
  if (mode === 'create') {
    const masked = Object.entries(d.fields)
      .filter(([name, f]) => f.mask && document.getElementById(`root_${name}`))
      .map(([name, f]) => ({
        label: f.title,
        input: document.getElementById(`root_${name}`) as HTMLInputElement,
        mask: f.mask!,
      }));
    if (masked.length) lines.push('', '### Field masks', '', ...(await maskLines(user, masked)));
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    await screen.findByRole('alert', undefined, LOADING);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    lines.push('', '### Saved empty', '');
    const alerts = screen.queryAllByRole('alert').map((a) => `alert ${JSON.stringify(visibleText(a))}`);
    const dialogs = screen.queryAllByRole('alertdialog').flatMap((a) => describeScreen(a));
    const invalid = [...form.querySelectorAll('[aria-invalid="true"]')].map((control) => {
      const label = (control as HTMLInputElement).labels?.[0];
      const box = control.closest('[role="group"]');
      const errors = [...(box?.querySelectorAll('[id$="error-text"], [data-part="error-text"]') ?? [])].map((e) =>
        visibleText(e),
      );
      return `${label ? visibleText(label) : control.id}: ${errors.map((e) => JSON.stringify(e)).join(', ')}`;
    });
    lines.push(...alerts, ...dialogs, ...invalid);
  }
  cleanup();
  return lines;
}

function describeApi(d: ClientDescriptor): string[] {
  const { items, total, pages } = d.api.list;
  const lines = [
    '## API',
    '',
    `endpoint: ${d.api.endpoint}`,
    `list answer: { "${items}": [records], "${total}": number${pages ? `, "${pages}": number` : ''} }`,
  ];
  if (d.readOnly) return lines;
  lines.push(`record answer (read, create, update): { "${d.api.record}": record }`);
  if (d.api.batchDelete) lines.push(`batch delete: POST ${d.api.endpoint}/batch-delete { "ids": [ids] }`);
  for (const mode of ['create', 'update'] as const) {
    const schema = buildFormSchema(d, mode);
    lines.push(
      '',
      `${mode} body (the JSON Schema the API validates), required: ${schema.required.join(', ') || 'none'}`,
    );
    for (const [name, property] of Object.entries(schema.properties))
      lines.push(`  ${name}: ${JSON.stringify(property)}`);
  }
  return lines;
}

/**
 * A production descriptor as QA reads it: its list screen, its form in both modes (with what an
 * empty save says and what each mask shows) and its API's body schemas and envelope, each as
 * rendered by the console or derived by the API's own code, never as markup or styles.
 */
export async function describeDescriptor(d: ClientDescriptor): Promise<string> {
  const sections = [
    [`# ${d.key}: ${d.title}`, '', 'Generated by `npm run snapshots:update` from the descriptor; do not edit.'],
    await describeList(d),
  ];
  if (!d.readOnly && d.form && d.routes.form)
    sections.push(await describeForm(d, 'create'), await describeForm(d, 'update'));
  sections.push(describeApi(d));
  return `${sections.map((s) => s.join('\n')).join('\n\n')}\n`;
}
