import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { createFixtureApp } from '../../support/fixtureApp.js';
import { fixtureDescriptors } from '../../support/fixtureSchemas.js';
import type { TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';

/**
 * The export's files (server/crud/exportRoute.ts, server/export/*) on the fixture descriptors: what
 * a pt-BR spreadsheet reads in the CSV, the XLSX's typed cells, the screen's columns (`cols`),
 * its 400s, and the access log and CPF masking it keeps. The rows: a few request logs ('api-call'),
 * capture logs with CPFs ('capture-log') and tickets with money and option labels ('ticket').
 */
const descriptors = fixtureDescriptors().filter((d) => d.server);
const byKey = (key: string) => descriptors.find((d) => d.key === key)!;
const API_CALLS = `${byKey('api-call').api.endpoint}/export.csv`;
const CAPTURES = `${byKey('capture-log').api.endpoint}/export.csv`;
const TICKETS = `${byKey('ticket').api.endpoint}/export.csv`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The CSV's lines, BOM checked and dropped. */
function csvLines(body: string): string[] {
  expect(body.charCodeAt(0)).toBe(0xfeff);
  return body.slice(1).replace(/\r\n$/, '').split('\r\n');
}

/** The first sheet of an XLSX answer, as exceljs reads it back. */
async function sheetOf(payload: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

describe.each(testDbKinds)('Exportar: the files a pt-BR spreadsheet opens (%s)', (kind) => {
  let ctx: TestContext;
  let auth: { authorization: string };
  beforeAll(async () => {
    ctx = await createFixtureApp(kind, { requestLog: false });
    await ctx.createUser({ email: 'arquivo@example.com', password: 'segredo1' });
    auth = await ctx.login('arquivo@example.com', 'segredo1');
    await sql`
      insert into request_logs (method, path, response_status, duration_ms, created_at) values
        ('GET', '=cmd|'' /C calc''!A0', 200, 1234.5, '2026-11-14T00:30:00Z'),
        ('POST', '/fixture/v1/vendor', 500, 7, '2026-11-13T12:00:00Z'),
        ('DELETE', '-1+1', 404, 0.25, '2026-11-12T12:00:00Z')`.execute(ctx.handle.db);
    await sql`
      insert into liveness_logs (bpm, device_model, cpf, data_hora) values
        (-1234.5, 'SM-A546E', '52998224725', '2026-11-14T00:30:00Z')`.execute(ctx.handle.db);
    for (const [subject, cost, priority] of [
      ['Impressora parada', 1234.5, 1],
      ['Troca de cabo', 0.35, 3],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: byKey('ticket').api.endpoint,
        headers: auth,
        payload: { subject, cost, priority },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
  afterAll(() => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: auth });
  const ok = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res;
  };

  it('CSV: BOM, ";" and CRLF; numbers with a decimal comma and no guard; dates in tz; formula text guarded', async () => {
    const res = await ok(`${API_CALLS}?tz=America/Sao_Paulo`);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['x-total-rows']).toBe('3');
    expect(csvLines(res.body)).toEqual([
      'Método;Endpoint;Status;Duração (ms);Data/Hora',
      "DELETE;'-1+1;404;0,25;12/11/2026 09:00:00",
      'POST;/fixture/v1/vendor;500;7;13/11/2026 09:00:00',
      "GET;'=cmd|' /C calc'!A0;200;1234,5;13/11/2026 21:30:00",
    ]);
    const negative = await ok(`${CAPTURES}?tz=UTC&cols=bpm,dataHora`);
    expect(csvLines(negative.body)).toEqual(['BPM;Data', '-1234,5;14/11/2026 00:30:00']);
  });

  it("money with two decimals and a field's option label, as the screen shows them", async () => {
    const res = await ok(`${TICKETS}?cols=subject,priority,cost`);
    expect(csvLines(res.body)).toEqual([
      'Assunto;Prioridade;Custo',
      'Troca de cabo;Baixa;0,35',
      'Impressora parada;Alta;1234,50',
    ]);
  });

  it("cols: the screen's visible columns in its order, each once", async () => {
    const res = await ok(`${API_CALLS}?cols=${encodeURIComponent('created_at,method,created_at')}&tz=UTC`);
    expect(csvLines(res.body)).toEqual([
      'Data/Hora;Método',
      '12/11/2026 12:00:00;DELETE',
      '13/11/2026 12:00:00;POST',
      '14/11/2026 00:30:00;GET',
    ]);
  });

  it.each([
    [
      'cols=method,senha',
      'cols',
      /Coluna desconhecida em “cols”: “senha”\. Colunas desta lista: method, path, response_status, duration_ms, created_at\./,
    ],
    // A field of the record that is no column of the list is refused too.
    ['cols=body', 'cols', /Coluna desconhecida em “cols”: “body”/],
    ['cols=,', 'cols', /Informe ao menos uma coluna/],
    [`cols=${'a'.repeat(2001)}`, 'cols', /longo demais/],
    ['cols=method&cols=path', 'cols', /separados por vírgula/],
    ['format=pdf', 'format', /use csv ou xlsx/],
    ['tz=../etc', 'tz', /Fuso horário inválido/],
  ])('%s: a pt-BR 400 that names the parameter, nothing recorded', async (query, field, message) => {
    const before = await ctx.handle.db.selectFrom('access_logs').select('id').execute();
    const res = await get(`${API_CALLS}?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toMatch(/json/);
    const body = res.json<{ message: string; errors: Record<string, string> }>();
    expect(body.message).toMatch(message);
    expect(body.errors[field]).toMatch(message);
    expect(await ctx.handle.db.selectFrom('access_logs').select('id').execute()).toHaveLength(before.length);
  });

  it('XLSX: typed cells (numbers, dates with a date format, text) in a sheet named after the list', async () => {
    const res = await ok(`${API_CALLS}?format=xlsx&tz=America/Sao_Paulo`);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Chamadas a API .*\.xlsx"; filename\*=/);
    expect(res.headers['x-total-rows']).toBe('3');
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.name).toBe('Chamadas à API');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Método',
      'Endpoint',
      'Status',
      'Duração (ms)',
      'Data/Hora',
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(4);
    // The list's order (id descending): the GET was logged first, so it is the last row.
    expect(sheet.getRow(2).getCell(2).value).toBe('-1+1');
    const first = sheet.getRow(4);
    expect(first.getCell(1).value).toBe('GET');
    // Text is text: a formula-like value is a string cell, never a formula (no guard needed).
    expect(first.getCell(2).value).toBe("=cmd|' /C calc'!A0");
    expect(first.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(first.getCell(3).value).toBe(200);
    expect(first.getCell(4).value).toBe(1234.5);
    expect(first.getCell(4).type).toBe(ExcelJS.ValueType.Number);
    // The operator's wall clock (21:30 in São Paulo), as a date cell with a date format.
    expect(first.getCell(5).type).toBe(ExcelJS.ValueType.Date);
    expect((first.getCell(5).value as Date).toISOString()).toBe('2026-11-13T21:30:00.000Z');
    expect(first.getCell(5).numFmt).toBe('dd/mm/yyyy hh:mm:ss');
  });

  it('XLSX: money as a number with two decimals, option labels, the columns asked', async () => {
    const sheet = await sheetOf((await ok(`${TICKETS}?format=xlsx&cols=cost,priority`)).rawPayload);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Custo', 'Prioridade']);
    expect(sheet.getRow(3).getCell(1).value).toBe(1234.5);
    expect(sheet.getRow(3).getCell(1).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(3).getCell(2).value).toBe('Alta');
  });

  it('keeps the personal-data rules: CPFs masked in both files unless revealed with a reason, and recorded', async () => {
    const masked = await ok(`${CAPTURES}?cols=cpf`);
    expect(csvLines(masked.body)[1]).toBe('***.982.247-**');
    const maskedSheet = await sheetOf((await ok(`${CAPTURES}?cols=cpf&format=xlsx`)).rawPayload);
    expect(maskedSheet.getRow(2).getCell(1).value).toBe('***.982.247-**');
    const full = await ok(`${CAPTURES}?cols=cpf&format=xlsx&reveal_reason=auditoria`);
    expect((await sheetOf(full.rawPayload)).getRow(2).getCell(1).value).toBe('529.982.247-25');
    const access = await ctx.handle.db
      .selectFrom('access_logs')
      .selectAll()
      .where('subject', '=', 'capture-log')
      .orderBy('id')
      .execute();
    expect(access.map((a) => [a.action, a.subject_id, a.reason ?? null])).toEqual([
      ['export', 'tz=UTC&cols=bpm,dataHora', null],
      ['export', 'cols=cpf', null],
      ['export', 'cols=cpf&format=xlsx', null],
      ['export', 'cols=cpf&format=xlsx&reveal_reason=auditoria', 'auditoria'],
    ]);
  });

  it('an empty export is the headings alone, with X-Total-Rows 0', async () => {
    const csv = await ok(`${API_CALLS}?method=PATCH`);
    expect(csv.headers['x-total-rows']).toBe('0');
    expect(csvLines(csv.body)).toEqual(['Método;Endpoint;Status;Duração (ms);Data/Hora']);
    const sheet = await sheetOf((await ok(`${API_CALLS}?method=PATCH&format=xlsx`)).rawPayload);
    expect(sheet.rowCount).toBe(1);
  });
});
