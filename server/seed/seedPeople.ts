import { sql, type Kysely } from 'kysely';
import type { Faker } from '@faker-js/faker';
import type { Database } from '../db/schema.js';
import { randomCpf } from './documents.js';
import { chance, randInt, randRange, randText, randUnit } from './sqlRandom.js';
import {
  SEED_PERSON_CPF,
  SEED_PERSON_NAME,
  areaCodes,
  emailProviders,
  fingerNames,
  partnerWeights,
  weighted,
} from './sampleData.js';

export interface SeedPeopleInput {
  count: number;
  faker: Faker;
  /** One argon2 hash shared by every sample person (hashing 100 000 times would take an hour). */
  passwordHash: string;
  clientIds: number[];
  log: (line: string) => void;
}

const batchSize = 10_000;

/**
 * `count` people (the first is the documented SEED_PERSON_CPF), with pt-BR names, valid and
 * unique CPFs, mobile phones and, for most, a partner. Built in JS (faker) and sent in batches
 * through `unnest` of array parameters: one statement per 10 000 people.
 */
export async function seedPeople(db: Kysely<Database>, input: SeedPeopleInput): Promise<void> {
  const { faker, count } = input;
  const digits = (n: number) => faker.string.numeric({ length: n, allowLeadingZeros: true });
  const clientPick = weighted(input.clientIds, (_, i) => partnerWeights[i] ?? 1);
  const used = new Set<string>([SEED_PERSON_CPF]);
  for (let start = 0; start < count; start += batchSize) {
    const size = Math.min(batchSize, count - start);
    const cols = {
      name: [] as string[],
      email: [] as string[],
      cpf: [] as string[],
      phone: [] as string[],
      client: [] as (number | null)[],
      age: [] as number[],
    };
    for (let i = 0; i < size; i++) {
      const first = start === 0 && i === 0;
      let cpf = SEED_PERSON_CPF;
      if (!first) {
        do cpf = randomCpf(digits);
        while (used.has(cpf));
        used.add(cpf);
      }
      const firstName = first ? 'Maria' : faker.person.firstName();
      const lastName = first ? 'dos Santos' : twoLastNames(faker);
      cols.name.push(first ? SEED_PERSON_NAME : `${firstName} ${lastName}`);
      const local = faker.helpers.slugify(`${firstName}.${lastName.split(' ').pop()}`).toLowerCase();
      cols.email.push(`${local}${faker.number.int(99)}@${faker.helpers.arrayElement(emailProviders)}`);
      cols.cpf.push(cpf);
      cols.phone.push(`${faker.helpers.arrayElement(areaCodes)}9${digits(8)}`);
      cols.client.push(!first && faker.number.float() < 0.12 ? null : faker.helpers.arrayElement(clientPick));
      // Registered over the last two years, more of them recently.
      cols.age.push(Math.floor(730 * 86_400 * faker.number.float() ** 2));
    }
    await sql`
      insert into people (name, email, cpf, phone, client_id, password_hash, created_at, updated_at)
      select name, email, cpf, phone, client_id, ${input.passwordHash}, now() - make_interval(secs => age), now() - make_interval(secs => age)
      from unnest(${cols.name}::text[], ${cols.email}::text[], ${cols.cpf}::text[], ${cols.phone}::text[], ${cols.client}::int[], ${cols.age}::int[])
        as t(name, email, cpf, phone, client_id, age)
    `.execute(db);
    if (count > batchSize) input.log(`  pessoas: ${start + size} de ${count}`);
  }
}

/** 'Oliveira Barros': two different family names, as most Brazilians have. */
function twoLastNames(faker: Faker): string {
  const mother = faker.person.lastName();
  let father = faker.person.lastName();
  while (father === mother) father = faker.person.lastName();
  return `${mother} ${father}`;
}

const p = sql`p.id`;
const f = sql`f.id`;

/**
 * Biometric registrations of the seeded people, set-based: about one person in three has one
 * or two fingerprints (1 to 3 groups of original/processed/mask images, a few TIFFs missing),
 * about two in five have a liveness proof; the documented person has both. Then a short
 * access log of who viewed them.
 */
export async function seedBiometrics(db: Kysely<Database>, userIds: number[]): Promise<void> {
  const seedPerson = sql`p.cpf = ${SEED_PERSON_CPF}`;
  const finger = sql`(${fingerNames}::text[])[1 + mod(${randInt(101, 10, p)} + (k - 1) * 3, 10)]`;
  await sql`
    insert into fingerprints (person_id, finger, serpro, created_at)
    select p.id, ${finger},
      case
        when ${randUnit(102, sql`p.id * 2 + k`)} < 0.70 then 'aprovado'
        when ${randUnit(102, sql`p.id * 2 + k`)} < 0.80 then 'reprovado'
        when ${randUnit(102, sql`p.id * 2 + k`)} < 0.88 then 'pendente'
        when ${randUnit(102, sql`p.id * 2 + k`)} < 0.92 then 'erro'
      end,
      p.created_at + (now() - p.created_at) * ${randUnit(103, sql`p.id * 2 + k`)}
    from people p cross join generate_series(1, 2) k
    where (${randInt(104, 3, p)} = 0 or ${seedPerson}) and (k = 1 or ${chance(105, 0.4, p)})
    order by p.id, k
  `.execute(db);

  const group = sql`f.id * 4 + grp`;
  await sql`
    insert into fingerprint_images (fingerprint_id, position, group_index, kind, path, score)
    select f.id, grp * 3 + img.pos, grp, img.kind,
      format('fingerprints/%s/%s/%s-%s.%s', f.person_id, f.id, grp, img.kind, img.ext),
      case when img.kind = 'original' then ${randRange(111, 0.35, 0.99, 3, group)} end
    from fingerprints f
      cross join lateral generate_series(0, ${randInt(112, 3, f)}) grp
      cross join (values (0, 'original', 'jpeg'), (1, 'processed', 'tiff'), (2, 'mask', 'tiff')) as img(pos, kind, ext)
    where img.kind = 'original'
      or (img.kind = 'processed' and not ${chance(113, 0.06, group)})
      or (img.kind = 'mask' and not ${chance(114, 0.1, group)})
    order by f.id, grp, img.pos
  `.execute(db);

  await sql`
    insert into liveness_proofs (person_id, bpm, video_path, created_at)
    select p.id, ${randRange(121, 58, 104, 1, p)},
      format('liveness-proofs/%s/%s.mp4', p.id, md5('prova-de-vida-' || p.id)::uuid),
      p.created_at + (now() - p.created_at) * ${randUnit(122, p)}
    from people p
    where ${chance(123, 0.4, p)} or ${seedPerson}
    order by p.id
  `.execute(db);

  const key = sql`r.n * 2 + (r.subject = 'liveness-proofs')::int`;
  const viewer = randText(131, userIds.map(String), key);
  await sql`
    insert into access_logs (user_id, action, subject, subject_id, created_at)
    select ${viewer}::int, r.action, r.subject, r.subject_id, now() - make_interval(secs => ${randInt(132, 30 * 86_400, key)})
    from (
      (select id as n, id::text as subject_id, 'gallery.view' as action, 'fingerprint' as subject from fingerprints order by id limit 30)
      union all
      (select id, video_path, 'file.read', 'liveness-proofs' from liveness_proofs order by id limit 15)
    ) r
    order by 5
  `.execute(db);
}
