import { parseArgs } from 'node:util';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { readNameAndEmail } from '@/domain/team/invite';
import { createFirstManager, type FirstManagerResult } from '@backend/core';
import { createFirebaseAccounts } from './accounts';
import { createFirestoreStore } from './firestoreStore';
import { backendCollections, readSettings, type Env } from './settings';

// `npm run create-manager -- --email <email> --name <name> [--project <id>] [--promote]`
// (scripts/create-manager.mjs runs this): the first manager of a new project, through the core's
// createFirstManager over the functions' own Auth accounts and Firestore store. The Admin SDK's
// usual credentials (Application Default Credentials) for a real project; the emulators when
// FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST are set (both, or neither).
// Exit codes: 0 done (or nothing to do), 1 refused or failed, 2 a usage error.

export const USAGE =
  'Usage: npm run create-manager -- --email <email> --name <name> [--project <id>] [--promote]';

type Print = (line: string) => void;

const APP_NAME = 'create-manager';

const FIELD_WORDS: Record<string, Record<string, string>> = {
  name: {
    required: 'Missing --name <name>: the manager’s name, as the desk shows it.',
    'too-long': '--name is too long (80 characters at most).',
  },
  email: {
    required: 'Missing --email <email>: the address the manager signs in with.',
    'too-long': '--email is too long (254 characters at most).',
    'not-an-email': '--email does not look like an email address (name@example.com).',
  },
};

function describe(result: FirstManagerResult, email: string): { lines: string[]; ok: boolean } {
  const who = `${email} (uid ${result.uid})`;
  const account = result.accountCreated
    ? `Created the sign-in account ${who}.`
    : `The sign-in account ${who} exists already: kept as it is.`;
  const was = result.existingName === null ? '' : ` (${result.existingName})`;
  const record: Record<FirstManagerResult['outcome'], string> = {
    created: 'Wrote its back-office record with the manager role.',
    'already-manager': `Its back-office record${was} is a manager's already. Nothing was changed.`,
    promoted: `Its back-office record${was} was a driver's: promoted to manager (--promote).`,
    'refused-driver': `Its back-office record${was} is a driver's. Nothing was changed: run again with --promote to make this driver a manager.`,
    'refused-deactivated': `Its back-office record${was} was deactivated. Nothing was changed: a deactivated account cannot be made a manager here.`,
  };
  const ok = !result.outcome.startsWith('refused');
  return { lines: [account, record[result.outcome]], ok };
}

export async function createManagerCli(
  argv: string[],
  env: Env,
  print: Print = console.log,
  printError: Print = console.error,
): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        project: { type: 'string' },
        promote: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    printError(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const read = readNameAndEmail({ name: values.name, email: values.email });
  if (!read.ok) {
    const lines = read.errors.map((e) => FIELD_WORDS[e.field]?.[e.code] ?? e.message);
    printError(`${lines.join('\n')}\n${USAGE}`);
    return 2;
  }
  const authEmulator = env.FIREBASE_AUTH_EMULATOR_HOST;
  const firestoreEmulator = env.FIRESTORE_EMULATOR_HOST;
  if (Boolean(authEmulator) !== Boolean(firestoreEmulator)) {
    printError(
      'Set both FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST (the emulators), or neither (a real project): never one of each.',
    );
    return 2;
  }
  const projectId = values.project ?? env.GOOGLE_CLOUD_PROJECT ?? env.GCLOUD_PROJECT;
  const app =
    getApps().find((one) => one.name === APP_NAME) ??
    initializeApp(projectId === undefined ? {} : { projectId }, APP_NAME);
  const names = backendCollections(readSettings(env).collectionPrefix);
  const where = authEmulator ? `the emulators (Auth ${authEmulator})` : 'project';
  print(
    `Creating manager ${read.member.email} on ${where} ${projectId ?? '(default project)'}, collection ${names.backOfficeUsers}.`,
  );
  const accounts = createFirebaseAccounts(() => getAuth(app));
  const result = await createFirstManager(
    {
      config: { now: () => Date.now() },
      store: createFirestoreStore(getFirestore(app), names),
      accounts,
    },
    { ...read.member, promote: values.promote },
  );
  const { lines, ok } = describe(result, read.member.email);
  for (const line of lines) (ok ? print : printError)(line);
  if (!ok) return 1;
  const link = await accounts.passwordLink(read.member.email);
  print(
    'The manager sets a password at this link (Firebase’s password reset), then signs in to /desk:',
  );
  print(`Set-password link: ${link}`);
  return 0;
}
