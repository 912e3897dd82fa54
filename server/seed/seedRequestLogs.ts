import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import { chance, randInt, randText, randUnit } from './sqlRandom.js';
import { deviceModels, weighted } from './sampleData.js';
import { inBatches } from './inBatches.js';
import type { RequestSample } from './RequestSample.js';
import { partnerRequestSamples } from './partnerRequestSamples.js';
import { consoleRequestSamples } from './consoleRequestSamples.js';
import { publicRequestSamples } from './publicRequestSamples.js';
import { requestFailures } from './requestFailures.js';
import { loadSampleEndpoints, type SampleEndpoints } from './sampleEndpoints.js';
import { apiAgents, browserAgents } from './userAgents.js';

const clientFailures = requestFailures.filter(([s]) => s < 500);
const serverFailures = requestFailures.filter(([s]) => s >= 500);

/** First octets of Brazilian ISP and cloud ranges. */
const octets = ['177', '179', '186', '187', '189', '191', '200', '201', '138', '152'];

export interface SeedRequestLogsInput {
  count: number;
  userIds: number[];
  clientIds: number[];
  maxPersonId: number;
  log: (line: string) => void;
  /** Where the requests went (default: the descriptors and schemas/api/endpoints.json of the schemas folder in use). */
  endpoints?: SampleEndpoints;
}

const batchSize = 100_000;

/**
 * API request logs, set-based: each row draws a request kind by weight, fills its
 * placeholders, fails now and then (about 9 % 4xx, 1.5 % 5xx) and gets a log-normal-ish
 * duration. Times run evenly over the last 30 days in id order, so 'id desc' is newest first.
 */
export async function seedRequestLogs(db: Kysely<Database>, input: SeedRequestLogsInput): Promise<void> {
  const api = input.endpoints ?? loadSampleEndpoints();
  // The kinds of request, in this order: a row's kind is its index + 1.
  const samples: RequestSample[] = [
    ...partnerRequestSamples(api),
    ...consoleRequestSamples(api),
    ...publicRequestSamples(api),
  ];
  const kinds = weighted(
    samples.map((_, i) => i + 1),
    (i) => samples[i - 1]?.weight ?? 1,
  );
  const col = <K extends keyof RequestSample>(key: K): string[] =>
    samples.map((s) => (s[key] === undefined || s[key] === null ? '' : String(s[key])));
  const text = (values: string[], index: RawBuilder<unknown>) => sql<string>`(${values}::text[])[${index}]`;
  const failIndex = sql`r.fail`;
  const span = 30 * 86_400;
  const step = span / Math.max(1, input.count);
  // In a path the device model is URL-encoded ('moto%20g84%205G'), as the server receives it.
  const fill = (template: RawBuilder<unknown>, device = sql`r.device`) => sql<string>`nullif(
    replace(replace(replace(replace(replace(replace(replace(${template},
      '{id}', r.record_id::text), '{page}', r.page::text), '{cpf}', r.cpf), '{device}', ${device}),
      '{bpm}', r.bpm::text), '{total}', (r.record_id * 10)::text), '{pages}', r.record_id::text), '')`;

  await inBatches(input.count, batchSize, 'logs de requisições', input.log, (from, to) =>
    sql`
      insert into request_logs (client_id, client_kind, method, path, body_preview, body, headers, response_body, response_status, duration_ms, ip_address, user_agent, errors, created_at)
      select x.client_id, x.caller, x.method, x.path, left(x.body, 120), x.body,
        jsonb_strip_nulls(jsonb_build_object(
          'host', 'api.biometria.example.com.br',
          'accept', 'application/json',
          'content-type', case when x.body is not null then 'application/json' end,
          'authorization', case when x.caller is not null then '[removido]' end,
          'user-agent', x.user_agent,
          'x-forwarded-for', x.ip,
          'x-request-id', md5('request-' || x.g)::uuid::text
        )),
        x.response, x.status, x.duration, x.ip, x.user_agent, x.errors, x.created_at
      from (
        select r.g, r.caller, r.method,
          ${fill(text(col('path'), sql`r.kind`), sql`replace(r.device, ' ', '%20')`)} as path,
          ${fill(text(col('body'), sql`r.kind`))} as body,
          case
            when r.fail = 0 then ${fill(text(col('response'), sql`r.kind`))}
            else ${text(
              requestFailures.map((f) => f[1]),
              failIndex,
            )}
          end as response,
          case when r.fail = 0 then (${col('status')}::int[])[r.kind] else (${requestFailures.map((f) => f[0])}::int[])[r.fail] end as status,
          case when r.fail = 0 then null else (${text(
            requestFailures.map((f) => f[2]),
            failIndex,
          )})::jsonb end as errors,
          round((case
            when r.fail > 0 and (${requestFailures.map((f) => f[0])}::int[])[r.fail] = 504 then 30000 + 40 * ${randUnit(321)}
            when r.fail > 0 then (${col('ms')}::float8[])[r.kind] * 0.3 + 3 * ${randUnit(322)}
            else (${col('ms')}::float8[])[r.kind] * (0.45 + 1.1 * ${randUnit(323)}) * (case when ${chance(324, 0.03)} then 3 + 8 * ${randUnit(325)} else 1 end)
          end)::numeric, 2)::float8 as duration,
          case r.caller
            when 'user' then (${input.userIds}::int[])[1 + ${randInt(331, input.userIds.length)}]
            when 'client' then (${input.clientIds.length ? input.clientIds : [0]}::int[])[1 + ${randInt(332, input.clientIds.length)}]
          end as client_id,
          case when r.caller = 'user' then ${randText(333, browserAgents)} else replace(${randText(334, apiAgents)}, '{device}', r.device) end as user_agent,
          format('%s.%s.%s.%s', ${randText(335, octets)}, ${randInt(336, 256)}, ${randInt(337, 256)}, 1 + ${randInt(338, 254)}) as ip,
          now() - make_interval(secs => (${input.count} - r.g) * ${step}::float8 + ${randUnit(339)} * ${step * 0.9}::float8) as created_at
        from (
          select g, k.kind,
            nullif((${col('caller')}::text[])[k.kind], '') as caller,
            (${col('method')}::text[])[k.kind] as method,
            case
              when ${chance(311, 0.015)} then ${sql.lit(clientFailures.length)} + 1 + ${randInt(312, serverFailures.length)}
              when ${chance(313, 0.09)} then 1 + ${randInt(314, clientFailures.length)}
              else 0
            end as fail,
            1 + ${randInt(315, Math.max(1, input.maxPersonId))} as record_id,
            1 + ${randInt(316, 4)} * ${randInt(317, 3)} as page,
            format('***.%s.%s-**', lpad(${randInt(318, 1000)}::text, 3, '0'), lpad(${randInt(319, 1000)}::text, 3, '0')) as cpf,
            ${randText(
              320,
              deviceModels.map((d) => d.model),
            )} as device,
            ${randInt(326, 50)} + 58 as bpm
          from generate_series(${sql.lit(from)}::int, ${sql.lit(to)}::int) g
            cross join lateral (select (${kinds}::int[])[1 + ${randInt(310, kinds.length)}] as kind) k
        ) r
      ) x
      order by x.g
    `.execute(db),
  );
}
