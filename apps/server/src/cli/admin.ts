/**
 * `npm run admin -- create-admin --account <id> --name <name> --email <email>`: creates the first
 * system administrator (production has no demo accounts). The password is read from the
 * ADMIN_PASSWORD environment variable or generated and printed once.
 */
import { STAFF_COMPANY_ID } from '@aerosupply/shared';
import { randomString } from '@aerosupply/shared/format/random';
import { checkPassword } from '@aerosupply/shared/validation/password';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedBase } from '../db/seed/base';
import { hashPassword } from '../platform/auth/passwords';
import { grantStaffRole, insertUser } from '../platform/users';

function arg(name: string, fallback?: string): string {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? process.argv[i + 1] : fallback;
  if (!value) {
    console.error(`Missing --${name}`);
    process.exit(2);
  }
  return value;
}

const command = process.argv[2];
if (command !== 'create-admin') {
  console.error('Usage: npm run admin -- create-admin --account <id> --name <name> --email <email>');
  process.exit(2);
}
const config = loadConfig();
const account = arg('account', 'admin');
const name = arg('name', 'System Administrator');
const email = arg('email', 'admin@example.com');
const password = process.env.ADMIN_PASSWORD ?? `${randomString(6)}#${randomString(6)}a9Z`;
const problems = checkPassword(password, { minLength: 10, maxLength: 20 });
if (problems.length) {
  console.error(`ADMIN_PASSWORD breaks the password rules: ${problems.join(', ')}`);
  process.exit(2);
}
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateToLatest(handle.db);
  await seedBase(handle.db);
  const db = handle.db;
  const exists = await db.selectFrom('users').select('id').where('account', '=', account).executeTakeFirst();
  if (exists) {
    console.error(`Account ${account} already exists.`);
    process.exit(1);
  }
  const userId = await insertUser(db, { company_id: STAFF_COMPANY_ID, account, real_name: name, email, password_hash: await hashPassword(password) });
  await grantStaffRole(db, userId, 'admin');
  console.log(`Created administrator ${account}.`);
  if (!process.env.ADMIN_PASSWORD) console.log(`Password (shown once): ${password}`);
} finally {
  await handle.close();
}
