import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDescriptors, schemasDir } from '../../server/descriptors/loadDescriptors.js';
import { endpoints } from '../../src/core/api/endpoints.js';
import type { EntityPathName, PathName, UserPathName } from '../../src/core/api/EndpointsConfig.js';
import { entityRoute } from '../../src/core/api/entityRoute.js';
import { fillPath } from '../../src/core/api/fillPath.js';
import type { Descriptor } from '../../src/core/descriptors/Descriptor.js';
import { fileHref } from '../../src/core/files/storedFileUrl.js';
import { exportCsvUrl } from '../../src/core/list/exportCsvUrl.js';
import { listViewDefaultPath, listViewPath } from '../../src/core/listViews/listViewPaths.js';
import {
  subjectReportDownloadPath,
  subjectReportPath,
  subjectReportTicketPath,
} from '../../src/core/subjectReport/subjectReportPaths.js';
import { documentedCall, templatePattern, type OpenapiPaths } from './documentedCall.js';
import { jobPath } from '../../src/core/jobs/jobPath.js';

/**
 * Issue 22, item 3: each call the console makes matches a documented operation. Here, every call
 * it can build, from the same sources and builders it uses: the routes of
 * schemas/api/endpoints.json (src/core/api/endpoints.ts, entityRoute, fillPath, the subject
 * report's paths), each descriptor's endpoint with the engine's suffixes where its descriptor
 * lets the console call them, the CSV export and a stored file — against docs/openapi.json (kept
 * up to date by openapiTypesUpToDate.test.ts). tests/e2e/consoleCallsDocumented.test.ts checks
 * the calls a browser really makes.
 */
const document = JSON.parse(readFileSync('docs/openapi.json', 'utf8')) as OpenapiPaths;
const find = documentedCall(document);
const descriptors = loadDescriptors(schemasDir());
const ID = 7;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Call {
  /** Who builds it, for the failure's message. */
  what: string;
  method: Method;
  path: string;
}

/** How the console calls each route of its own; a text says why it does not. */
const PATHS: Record<PathName, Method[] | string> = {
  login: ['POST'],
  logout: ['POST'],
  profile: ['GET', 'POST'],
  resetPassword: ['POST'],
  deleteAccount: ['POST'],
  filesTicket: ['POST'],
  subjectReports: ['POST'],
  pricing: ['GET'],
  search: ['GET'],
  openapi: 'the API reference page (/api/docs) fetches it, not the console',
  apiDocs: 'a page of its own, opened in the browser, not called by the console',
  preferences: ['GET', 'PUT'],
  listViews: ['GET', 'POST'],
  jobs: 'only under it, …/{id}: the liveness generation polls its job (below)',
};
const USER_PATHS: Record<UserPathName, Method> = {
  resetLink: 'POST',
  activate: 'PATCH',
  deactivate: 'PATCH',
  password: 'PUT',
};
const ENTITY_PATHS: Record<EntityPathName, Method> = {
  requestLogStats: 'GET',
  livenessFiles: 'POST',
  fingerprintGallery: 'GET',
  erasureReceipts: 'GET',
  relatedCounts: 'GET',
};

/** The calls the descriptor-driven engine can make for `d`: what its list, form and fields offer. */
function engineCalls(d: Descriptor): Call[] {
  const { endpoint } = d.api;
  const record = `${endpoint}/${ID}`;
  const actions = new Set(d.list.actions);
  const calls: Call[] = [{ what: 'list', method: 'GET', path: `${endpoint}?page=1&per_page=10` }];
  if (d.routes.form || actions.has('view')) calls.push({ what: 'record', method: 'GET', path: record });
  if (d.list.create && !d.readOnly) calls.push({ what: 'create', method: 'POST', path: endpoint });
  if (actions.has('edit') && !d.readOnly) calls.push({ what: 'save', method: 'PUT', path: record });
  if (actions.has('delete')) calls.push({ what: 'delete', method: 'DELETE', path: record });
  if (d.list.selection) calls.push({ what: 'batch delete', method: 'POST', path: `${endpoint}/batch-delete` });
  if (d.list.export !== false)
    calls.push({
      what: 'export',
      method: 'GET',
      path: exportCsvUrl({ apiBase: '', endpoint, filters: {}, ticket: 'T' }),
    });
  if (Object.values(d.fields).some((f) => f.personal === 'cpf'))
    calls.push({ what: 'reveal', method: 'POST', path: `${record}/reveal` });
  return calls.map((c) => ({ ...c, what: `${d.key}: ${c.what}` }));
}

/** Every call the console can build. */
function consoleCalls(): Call[] {
  const calls: Call[] = [];
  for (const [name, methods] of Object.entries(PATHS))
    if (Array.isArray(methods))
      for (const method of methods)
        calls.push({ what: `paths.${name}`, method, path: endpoints.paths[name as PathName] });
  const endpointOf = (key: string) => descriptors.find((d) => d.key === key)?.api.endpoint;
  for (const [name, method] of Object.entries({ ...USER_PATHS, ...ENTITY_PATHS })) {
    const route = entityRoute(endpoints, name as UserPathName | EntityPathName, endpointOf);
    if (route) calls.push({ what: name, method, path: fillPath(route.path, ID) });
  }
  const reports = endpoints.paths.subjectReports;
  const views = endpoints.paths.listViews;
  calls.push(
    { what: 'list view: change', method: 'PATCH', path: listViewPath(views, ID) },
    { what: 'list view: delete', method: 'DELETE', path: listViewPath(views, ID) },
    { what: 'list view: default', method: 'PUT', path: listViewDefaultPath(views) },
    { what: 'subject report: status', method: 'GET', path: subjectReportPath(reports, ID) },
    {
      what: 'job: progress',
      method: 'GET',
      path: jobPath(endpoints.paths.jobs, '0b6f6a1e-8d3c-4a8e-9a51-2f0f3c9d1e77'),
    },
    { what: 'subject report: ticket', method: 'POST', path: subjectReportTicketPath(reports, ID) },
    { what: 'subject report: download', method: 'GET', path: subjectReportDownloadPath(reports, ID) },
    {
      what: 'stored file',
      method: 'GET',
      path: fileHref('liveness/2026/11/u/video.mp4', { apiBase: '', ticket: 'T' })!,
    },
  );
  for (const d of descriptors) calls.push(...engineCalls(d));
  return calls;
}

describe('every call the console can build is a documented operation (docs/openapi.json)', () => {
  it('matches a path template segment by segment, the stored files’ {path} taking the rest', () => {
    expect(templatePattern('/client/v1/{id}').test('/client/v1/7')).toBe(true);
    expect(templatePattern('/client/v1/{id}').test('/client/v1/7/x')).toBe(false);
    expect(templatePattern('/client/v1/{id}').test('/client/v1/')).toBe(false);
    expect(templatePattern('/files/{path}').test('/files/a/b/c.mp4')).toBe(true);
    expect(templatePattern('/a.b/{id}').test('/aXb/7')).toBe(false);
    const find = documentedCall({
      paths: { '/client/v1/{id}': { get: { operationId: 'getClient' }, parameters: [] } },
    });
    expect(find('GET', '/client/v1/7?x=1')).toBe('getClient');
    expect(find('PUT', '/client/v1/7')).toBeUndefined();
    expect(find('PARAMETERS', '/client/v1/7')).toBeUndefined();
  });

  it('builds the calls of every route of schemas/api/endpoints.json and of every descriptor', () => {
    const calls = consoleCalls();
    const built = new Set(calls.map((c) => c.what.split(':')[0]));
    for (const name of [...Object.keys(USER_PATHS), ...Object.keys(ENTITY_PATHS)]) expect(built).toContain(name);
    for (const d of descriptors) expect(built).toContain(d.key);
  });

  it('finds each one in the document', () => {
    const undocumented = consoleCalls()
      .filter((c) => !find(c.method, c.path))
      .map((c) => `${c.what}: ${c.method} ${c.path}`);
    expect(undocumented).toEqual([]);
  });
});
