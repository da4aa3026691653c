/**
 * Mints an LMS integration token (spec §1 `integration_context_token`):
 *
 *   npm run lms:token -- --org ORG --role instructor|student [--minutes N] [--no-record]
 *
 * Prints the token on stdout (and how to use it on stderr). The token is signed with
 * the server's key (LMS_TOKEN_SECRET, or the one kept in data/lms-token-secret: server/config.ts)
 * and expires after N minutes (default 60). It is recorded in the
 * configured database (lms_integration_token, an audit trail) after checking that the
 * organisation exists; verification itself does not need the record. When another process
 * (the server) holds the embedded database (PGlite, one process per folder), the database is
 * left alone and the token is not recorded.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { openDatabase, migrateToLatest } from '../server/db/database.ts';
import { LMS_ROLES, signLmsToken, type LmsRole } from '../server/modules/identity/lms-token.ts';
import { recordLmsToken } from '../server/modules/identity/lms-token-repository.ts';
import { FolderLockedError } from '../server/db/pglite-lock.ts';

function fail(message: string): never {
  console.error(`lms:token: ${message}`);
  console.error('usage: npm run lms:token -- --org ORG --role instructor|student [--minutes N] [--no-record]');
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    org: { type: 'string' },
    role: { type: 'string' },
    minutes: { type: 'string', default: '60' },
    'no-record': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
  strict: true,
});
if (values.help) fail('mints a signed, expiring integration token');
const org = values.org?.trim();
if (!org) fail('--org is required (an organisation id from the catalogue)');
const role = values.role as LmsRole;
if (!LMS_ROLES.includes(role)) fail(`--role must be one of ${LMS_ROLES.join(', ')}`);
const config = loadConfig();

const minutes = Number(values.minutes);
const maxMinutes = config.lmsTokenMaxSeconds / 60;
if (!Number.isFinite(minutes) || minutes <= 0 || minutes > maxMinutes)
  fail(`--minutes must be a positive number of minutes, at most ${maxMinutes} (LMS_TOKEN_MAX_HOURS)`);

const { token, claims } = signLmsToken(config.lmsTokenSecret, { org, role, minutes });
let recorded = false;
if (!values['no-record']) {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 1,
    role: 'lms:token',
  }).catch((error: unknown) => {
    if (!(error instanceof FolderLockedError)) throw error;
    console.error(
      `lms:token: the ${error.owner.role} (pid ${error.owner.pid}) holds the embedded database; the token is not recorded ` +
        '(it is valid without the record) and the organisation is checked when the token is used.',
    );
    return null;
  });
  if (database) {
    try {
      await migrateToLatest(database.db);
      const found = await database.db
        .selectFrom('organisation')
        .select(['org_id', 'display_name'])
        .where('org_id', '=', org)
        .executeTakeFirst();
      if (!found) {
        const some = await database.db.selectFrom('organisation').select('org_id').orderBy('org_id').limit(5).execute();
        fail(
          `no organisation ${org} in the database${some.length ? ` (e.g. ${some.map((o) => o.org_id).join(', ')})` : ' (is the catalogue seeded?)'}`,
        );
      }
      await recordLmsToken(database.db, claims);
      recorded = true;
      console.error(`lms:token: ${role} token for ${found.display_name} (${org})`);
    } finally {
      await database.close();
    }
  }
}
console.error(
  `lms:token: expires ${new Date(claims.exp * 1000).toISOString()}${recorded ? ', recorded' : ''}\n` +
    `  try: http://localhost:${config.port}/search?integration_context_token=${encodeURIComponent(token)}`,
);
console.log(token);
