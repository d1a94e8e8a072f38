import {
  isOrderLimit,
  MAX_ORDER_LIMIT,
  readDispatchSettings,
  type BusinessDispatchSettings,
} from '@/domain/dispatch/settings';
import { isRecord } from '@/domain/read';
import { refuse, type CoreAnswer } from './answer';
import type { CoreConfig } from './config';
import { asManager } from './deskRoles';
import type { Call } from './httpTypes';
import type { BackendStore, DispatchSettingsRecord } from './store';

// The desk's "Settings → Auto-dispatch" (docs/backend-contract.md#desk-settings): a manager
// reads the business's dispatch settings (POST /desk/settings/read) and saves them
// (POST /desk/settings `{ autoAssignNewOrders, maxOrdersPerDriver }`). Managers only (403
// `not-a-manager`), each in one transaction that reads the caller's record first. Saving the
// same settings again is harmless, so no Idempotency-Key is taken.

export interface DeskSettingsDeps {
  config: Pick<CoreConfig, 'now'>;
  store: BackendStore;
}

const NOT_A_MANAGER = 'Only a manager may see or change the settings.';

/** The settings as answered: the stored record, or the defaults when never saved. */
export function dispatchSettingsOf(
  record: DispatchSettingsRecord | null,
): BusinessDispatchSettings {
  return readDispatchSettings(record);
}

type Choice =
  | { ok: true; autoAssignNewOrders: boolean; maxOrdersPerDriver: number }
  | { ok: false; answer: CoreAnswer };

const invalid = (message: string): Choice => ({
  ok: false,
  answer: refuse(400, 'invalid-request', message),
});

/** The body `{ autoAssignNewOrders: boolean, maxOrdersPerDriver: 1..50 }`, or why not. */
export function readSettingsBody(body: unknown): Choice {
  if (!isRecord(body)) {
    return invalid(
      'Send the settings as JSON: {"autoAssignNewOrders": false, "maxOrdersPerDriver": 10}.',
    );
  }
  const { autoAssignNewOrders, maxOrdersPerDriver } = body;
  if (typeof autoAssignNewOrders !== 'boolean') {
    return invalid('autoAssignNewOrders must be true or false.');
  }
  if (!isOrderLimit(maxOrdersPerDriver)) {
    return invalid(`maxOrdersPerDriver must be a whole number from 1 to ${MAX_ORDER_LIMIT}.`);
  }
  return { ok: true, autoAssignNewOrders, maxOrdersPerDriver };
}

/** POST /desk/settings/read → 200 `{ settings }` (the defaults when never saved). */
export function readDeskSettings(deps: DeskSettingsDeps, call: Call): Promise<CoreAnswer> {
  return asManager(deps.store, { uid: call.uid, message: NOT_A_MANAGER }, async (tx) => ({
    status: 200,
    body: { settings: { ...dispatchSettingsOf(await tx.getDispatchSettings()) } },
  }));
}

/** POST /desk/settings `{ autoAssignNewOrders, maxOrdersPerDriver }` → 200 `{ settings }`. */
export async function saveDeskSettings(deps: DeskSettingsDeps, call: Call): Promise<CoreAnswer> {
  const choice = readSettingsBody(call.body);
  if (!choice.ok) return choice.answer;
  return asManager(deps.store, { uid: call.uid, message: NOT_A_MANAGER }, async (tx) => {
    const record: DispatchSettingsRecord = {
      autoAssignNewOrders: choice.autoAssignNewOrders,
      maxOrdersPerDriver: choice.maxOrdersPerDriver,
      updatedAt: deps.config.now(),
      updatedBy: call.uid,
    };
    tx.putDispatchSettings(record);
    return { status: 200, body: { settings: { ...dispatchSettingsOf(record) } } };
  });
}
