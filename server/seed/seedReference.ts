import { sql, type Kysely } from 'kysely';
import type { Faker } from '@faker-js/faker';
import type { Database } from '../db/schema.js';
import { completeCnpj, randomCnpj } from './documents.js';
import {
  deviceConfigs,
  errorMessages,
  operatorUsers,
  paramSets,
  partnerClients,
  priceTable,
  priceTiers,
} from './sampleData.js';

export interface SeedUsersInput {
  admin: { email: string; passwordHash: string };
  operatorPasswordHash: string;
}

/**
 * The admin and the sample operators. A user whose email already exists (case-insensitive) is
 * kept as it is: re-seeding never changes a password. Returns the ids of every back-office
 * user and whether the admin was created now.
 */
export async function seedUsers(
  db: Kysely<Database>,
  input: SeedUsersInput,
): Promise<{ userIds: number[]; adminCreated: boolean }> {
  const admin = await db
    .insertInto('users')
    .values({
      name: 'Administrador',
      email: input.admin.email,
      phone: '11900000000',
      role: 'admin',
      is_active: 1,
      password_hash: input.admin.passwordHash,
    })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  await db
    .insertInto('users')
    .values(operatorUsers.map((u) => ({ ...u, password_hash: input.operatorPasswordHash })))
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .execute();
  const rows = await db.selectFrom('users').select('id').orderBy('id').execute();
  return { userIds: rows.map((r) => r.id), adminCreated: admin !== undefined };
}

/** The partner companies, with valid CNPJs; returns their ids in `partnerClients` order. */
export async function seedClients(db: Kysely<Database>, faker: Faker): Promise<number[]> {
  const digits = (n: number) => faker.string.numeric({ length: n, allowLeadingZeros: true });
  const rows = partnerClients.map((c) => ({
    name: c.name,
    document: c.root ? completeCnpj(`${c.root}0001`) : randomCnpj(digits),
    email: c.email,
    phone: c.phone,
    created_at: faker.date.past({ years: 3 }),
  }));
  const inserted = await db.insertInto('clients').values(rows).returning('id').execute();
  return inserted.map((r) => r.id);
}

/** Device configurations, parameter sets (the first is id 1), error catalogue and prices. */
export async function seedCatalogues(db: Kysely<Database>): Promise<void> {
  await db.insertInto('device_configs').values(deviceConfigs).execute();
  for (const params of paramSets) await db.insertInto('params').values(params).execute();
  await db
    .insertInto('error_messages')
    .values(errorMessages.map(([error_code, default_message]) => ({ error_code, default_message })))
    .execute();
  await db
    .insertInto('prices')
    .values(
      priceTable.flatMap(([service, prices]) =>
        priceTiers.map((tier_max, i) => ({ service, tier_max, price: prices[i] ?? 0 })),
      ),
    )
    .execute();
}
