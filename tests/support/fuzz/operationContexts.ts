import fc from 'fast-check';
import type { OperationContext } from './contractRequests.js';
import type { FuzzApp } from './fuzzApp.js';
import { fuzzTargets } from './fuzzTargets.js';
import { routeShape, type Operation } from './openapiOperations.js';
import { percentEncode } from './requestSpec.js';
import { FUZZ_FILES } from './specialTargets.js';
import type { FuzzTarget } from './targetParts.js';

/** What the fuzzers know of one operation: its request context, its route fuzzer's target, whether it deletes. */
export interface OperationFacts extends OperationContext {
  target?: FuzzTarget;
  destructive: boolean;
}

/**
 * The context of each operation of the document on the fuzz app: the route fuzzer's target of
 * the same route (its table, its own requests, its documented 503s), the route table's entry
 * (file tickets, a wildcard path: the stored files' paths), the token a valid request signs
 * with, and whether it deletes.
 */
export function operationContexts(fz: FuzzApp, operations: Operation[]): Map<Operation, OperationFacts> {
  const { targets } = fuzzTargets(fz.descriptors, fz.app.routeList);
  // Matched by shape: the document may name a parameter the route table spells `*`.
  const targetOf = new Map(targets.map((t) => [routeShape(t.route), t]));
  const routeOf = new Map(fz.app.routeList.map((r) => [routeShape(`${r.method} ${r.url}`), r]));
  const files = fc.constantFrom(...Object.keys(FUZZ_FILES)).map((p) => p.split('/').map(percentEncode).join('/'));
  return new Map(
    operations.map((op) => {
      const target = targetOf.get(routeShape(op.route));
      const route = routeOf.get(routeShape(op.route));
      // A wildcard route (`/files/*`): its one path parameter is a stored file's path.
      const wildcard = route?.url.endsWith('*') ? op.parameters.findLast((p) => p.in === 'path')?.name : undefined;
      return [
        op,
        {
          op,
          target,
          table: target?.table,
          ticket: op.ticket || route?.ticket,
          auth: SESSION_ENDING.has(op.route) ? 'other' : undefined,
          pathValues: wildcard ? { [wildcard]: files } : undefined,
          route: target?.requests,
          destructive: isDestructive(op, target),
        },
      ];
    }),
  );
}

/** Operations that end the session they are called with: sent with another user's token. */
const SESSION_ENDING = new Set(['POST /api/v2/user/logout']);

const isDestructive = (op: Operation, target?: FuzzTarget) =>
  !!target?.destructive ||
  op.method === 'DELETE' ||
  (op.method !== 'GET' && /batch-delete|delete-account|\berase\b|erasure/.test(op.path));

/**
 * The tables destructive operations delete from (the people and users always: delete-account and
 * the erasures reach them): what {@link keepSeededRows} keeps and puts back.
 */
export function tablesDeletedBy(facts: Iterable<OperationFacts>): string[] {
  return [...new Set([...[...facts].flatMap((f) => (f.destructive && f.table ? [f.table] : [])), 'people', 'users'])];
}
