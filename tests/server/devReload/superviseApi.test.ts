import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superviseApi, type ApiSupervisor } from '../../../server/devReload/superviseApi.js';
import { createServerStore, PROCESS_SECRET, signIn } from '../../support/serverProcess.js';
import { tempDir } from '../../support/tempDir.js';

/**
 * Issue 21, item 4: from saving a descriptor to the API answering with it, in the same process.
 * The time is printed, not asserted (typically 0.3–0.9 s against a 2 s target): a timed assertion
 * fails on a loaded host without anything being wrong (2.4 s once in CI, under the whole suite).
 * What is asserted is the behaviour: the same process follows the file, without a restart.
 */
const TARGET_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('npm run dev: the API follows the schemas folder without a restart', () => {
  const lines: string[] = [];
  let supervisor: ApiSupervisor;
  let baseUrl: string;
  let headers: Record<string, string>;
  let schemas: string;
  let original: string;
  let code: string;
  const person = () => join(schemas, 'person.json');

  /** The field errors of a create the API refuses (an invalid CPF, nothing else): no record is made. */
  const refusal = async (): Promise<Record<string, string>> => {
    const res = await fetch(`${baseUrl}/person/v1`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ cpf: '123' }),
    });
    expect(res.status).toBe(400);
    return ((await res.json()) as { errors: Record<string, string> }).errors;
  };
  /** Polls until `done` holds; returns the time it took. */
  const until = async (done: () => Promise<boolean>, timeoutMs = 10_000): Promise<number> => {
    const started = performance.now();
    while (!(await done())) {
      if (performance.now() - started > timeoutMs)
        throw new Error(`não aconteceu em ${timeoutMs} ms:\n${lines.join('\n')}`);
      await sleep(20);
    }
    return performance.now() - started;
  };
  const withWhatsapp = (edit: (d: Record<string, any>) => void = () => {}) => {
    const d = JSON.parse(original);
    d.fields.whatsapp = {
      type: 'string',
      title: 'WhatsApp',
      mask: 'phone',
      pattern: '^[0-9]{10,11}$',
      messages: { required: 'Informe o WhatsApp', pattern: 'WhatsApp inválido' },
    };
    d.required.push('whatsapp');
    edit(d);
    return JSON.stringify(d, null, 2);
  };

  beforeAll(async () => {
    schemas = tempDir('dev-schemas');
    cpSync('schemas', schemas, { recursive: true });
    original = readFileSync(person(), 'utf8');
    const store = await createServerStore('pglite');
    code = tempDir('dev-code');
    supervisor = superviseApi({
      root: process.cwd(),
      schemasDir: schemas,
      port: 0,
      host: '127.0.0.1',
      env: { ...process.env, ...store.env, JWT_SECRET: PROCESS_SECRET },
      codeDirs: [code],
      log: (line) => lines.push(line),
    });
    baseUrl = `http://127.0.0.1:${await supervisor.listening()}`;
    headers = await signIn(baseUrl);
  }, 60_000);
  afterAll(() => supervisor?.stop());

  it(`a new required field is validated by the API soon after saving (target ${TARGET_MS} ms), by the same process`, async () => {
    expect(await refusal()).toEqual({ cpf: 'CPF inválido' });
    writeFileSync(person(), withWhatsapp());
    const ms = await until(async () => (await refusal()).whatsapp === 'Informe o WhatsApp');
    console.info(
      `[devReload] salvar person.json → a API valida o campo novo: ${Math.round(ms)} ms (alvo ${TARGET_MS} ms)`,
    );
    const created = await fetch(`${baseUrl}/person/v1`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ cpf: '52998224725', whatsapp: '(11) 98765-4321' }),
    });
    expect(created.status).toBe(201);
    expect(((await created.json()) as { data: { whatsapp: string } }).data.whatsapp).toBe('11987654321');
    expect(lines.filter((l) => l.startsWith('Console e API em'))).toHaveLength(1);
    expect(lines).toContainEqual(expect.stringMatching(/^API recarregada com os descritores novos em \d+ ms\.$/));
  });

  it('a broken file is said once, in one line, and the last good version keeps serving', async () => {
    const before = lines.length;
    writeFileSync(person(), withWhatsapp().replace('"title": "WhatsApp",', '"title": "WhatsApp"'));
    await until(async () => lines.length > before);
    // Saved again, unchanged: nothing new to say.
    writeFileSync(person(), withWhatsapp().replace('"title": "WhatsApp",', '"title": "WhatsApp"'));
    await sleep(500);
    expect(lines.slice(before)).toEqual([
      expect.stringMatching(
        /^API: .*person\.json: \/: JSON inválido: linha \d+, coluna \d+ .*\. Segue a última versão válida\.$/,
      ),
    ]);
    expect(await refusal()).toEqual({ cpf: 'CPF inválido', whatsapp: 'Informe o WhatsApp' });
  });

  it('a descriptor the database refuses (a misspelled column) is said once too; the last good version keeps serving', async () => {
    const before = lines.length;
    writeFileSync(
      person(),
      withWhatsapp((d) => (d.server.filters.name.columns = ['nmae'])),
    );
    await until(async () => lines.length > before);
    await sleep(300);
    expect(lines.slice(before)).toEqual([
      'API não recarregada: schemas/person.json: /server/filters/name/columns/0: a coluna "nmae" não existe na tabela "people". Segue a última versão válida.',
    ]);
    const list = await fetch(`${baseUrl}/person/v1?name=a`, { headers });
    expect(list.status).toBe(200);
    expect(await refusal()).toEqual({ cpf: 'CPF inválido', whatsapp: 'Informe o WhatsApp' });
  });

  it('the file fixed: the API follows it again', async () => {
    writeFileSync(person(), original);
    const ms = await until(async () => !('whatsapp' in (await refusal())));
    console.info(`[devReload] arquivo corrigido → a API o segue: ${Math.round(ms)} ms (alvo ${TARGET_MS} ms)`);
  });

  it('api/endpoints.json too: a moved route answers at its new path; a broken file is said once', async () => {
    const file = join(schemas, 'api', 'endpoints.json');
    const endpoints = readFileSync(file, 'utf8');
    const status = async (path: string) => (await fetch(`${baseUrl}${path}`, { headers })).status;
    expect(await status('/services/v1/pricing')).toBe(200);
    writeFileSync(file, endpoints.replace('"/services/v1/pricing"', '"/services/v1/precos"'));
    const ms = await until(async () => (await status('/services/v1/precos')) === 200);
    console.info(`[devReload] endpoints.json salvo → rota nova: ${Math.round(ms)} ms (alvo ${TARGET_MS} ms)`);
    expect(await status('/services/v1/pricing')).toBe(404);
    const before = lines.length;
    writeFileSync(file, endpoints.replace('"paths": {', '"paths": {{'));
    await until(async () => lines.length > before);
    await sleep(300);
    expect(lines.slice(before)).toEqual([
      expect.stringMatching(/^API: .*api\/endpoints\.json: \/: JSON inválido: .*\. Segue a última versão válida\.$/),
    ]);
    expect(await status('/services/v1/precos')).toBe(200);
    writeFileSync(file, endpoints);
    await until(async () => (await status('/services/v1/pricing')) === 200);
  });

  it('a change of server code restarts the API process', async () => {
    const started = lines.filter((l) => l.startsWith('Console e API em')).length;
    const port = supervisor.listening();
    writeFileSync(join(code, 'changed.ts'), 'export {};\n');
    baseUrl = `http://127.0.0.1:${await port}`;
    await until(async () => lines.filter((l) => l.startsWith('Console e API em')).length === started + 1);
    expect(lines).toContain('SIGTERM recebido: encerrando (aguardando requisições em andamento)...');
    headers = await signIn(baseUrl);
    expect(await refusal()).toEqual({ cpf: 'CPF inválido' });
  });
});
