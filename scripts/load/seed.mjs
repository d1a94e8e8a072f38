// The evening's people and first orders, made for this run on the emulators (not the demo's seed,
// which is its own): drivers and managers signed up on the Auth emulator (their real ID tokens),
// their back-office records written with firebase-admin (as `npm run create-manager` and the
// desk's invitations write them, backend/core/memberRecord.ts), the shop's intake API keys made
// by a manager through the desk's call, and each driver's first orders sent through the intake
// API and given to them.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

export const PREFIX = 'dev_';

/** An order as the intake API takes it (docs/intake.md#the-payload). */
export function intakeOrder(externalId, notes = null) {
  return {
    externalId,
    customerName: `Customer ${externalId}`,
    phone: '+351 912 480 113',
    address: `Rua da Prata ${1 + (externalId.length % 90)}, 1100-414 Lisboa`,
    payment: 'cash',
    items: [{ name: 'Margherita pizza', quantity: 2, unitPrice: 9.5 }],
    ...(notes === null ? {} : { notes }),
  };
}

export function firestoreOf(project) {
  return getFirestore(initializeApp({ projectId: project }, 'load-run'));
}

/** Signs `name` up on the Auth emulator (its REST API, as the client SDK does). */
async function signUp(authHost, name) {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: `${name}-${crypto.randomUUID().slice(0, 8)}@load.test`,
        password: 'load-run-1234',
        returnSecureToken: true,
      }),
    },
  );
  const body = await response.json();
  if (!response.ok) throw new Error(`sign-up of ${name}: ${JSON.stringify(body)}`);
  return { uid: body.localId, idToken: body.idToken, email: body.email, name };
}

/** Everyone of the evening, with their records; the intake keys; each driver's orders. */
export async function seedEvening({ db, client, authHost, options }) {
  const drivers = await Promise.all(
    Array.from({ length: options.drivers }, (_, i) => signUp(authHost, `driver${i + 1}`)),
  );
  const managers = await Promise.all(
    Array.from({ length: options.managers }, (_, i) => signUp(authHost, `manager${i + 1}`)),
  );
  const batch = db.batch();
  const now = Date.now();
  for (const [people, role] of [
    [drivers, 'dispatcher'],
    [managers, 'manager'],
  ]) {
    for (const who of people) {
      batch.set(db.collection(`${PREFIX}backOfficeUsers`).doc(who.uid), {
        name: who.name,
        email: who.email,
        role,
        active: true,
        createdAt: now,
      });
    }
  }
  await batch.commit();

  const keys = [];
  for (let i = 0; i < options.keys; i += 1) {
    const reply = await client.post(
      'seed',
      '/desk/apikeys',
      { name: `Till ${i + 1}` },
      {
        auth: managers[0].idToken,
      },
    );
    if (reply.status !== 201) throw new Error(`API key ${i + 1}: HTTP ${reply.status}`);
    keys.push({ id: reply.body.id, key: reply.body.key });
  }

  // Each driver's first orders: in through the intake API, then given to them.
  const orders = drivers.flatMap((driver, d) =>
    Array.from({ length: options.ordersPerDriver }, (_, i) => ({
      driver,
      order: intakeOrder(`EVENING-D${d + 1}-${i + 1}`),
    })),
  );
  const byExternalId = new Map();
  for (let start = 0; start < orders.length; start += 100) {
    const slice = orders.slice(start, start + 100);
    const reply = await client.postUntilFinal(
      'seed',
      '/orders/intake',
      { orders: slice.map(({ order }) => order) },
      { auth: keys[0].key },
    );
    if (reply.status !== 200) throw new Error(`seeding orders: HTTP ${reply.status}`);
    for (const result of reply.body.results) byExternalId.set(result.externalId, result);
  }
  const assign = db.batch();
  for (const { driver, order } of orders) {
    const { receiptId } = byExternalId.get(order.externalId);
    driver.receiptIds = [...(driver.receiptIds ?? []), receiptId];
    assign.update(db.collection(`${PREFIX}receipts`).doc(receiptId), {
      dispatchId: driver.uid,
      assignedAt: now,
      assignedBy: managers[0].uid,
      updateTimestamp: Date.now(),
    });
  }
  await assign.commit();
  return {
    drivers,
    managers,
    keys,
    seeded: orders.map(({ driver, order }) => ({
      externalId: order.externalId,
      order,
      receiptId: byExternalId.get(order.externalId).receiptId,
      orderNumber: byExternalId.get(order.externalId).orderNumber,
      dispatchId: driver.uid,
    })),
  };
}
