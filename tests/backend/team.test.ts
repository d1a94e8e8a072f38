import { describe, expect, it } from 'vitest';
import { APP_ORIGIN, targetFactories } from './targets';
import { newEmail, teamWorld } from './teamWorld';

// The contract suite (docs/backend-contract.md#drivers), against every home of the backend core
// this run has: "Invite driver" — the account, its record, the set-password link, and the driver
// signing in with it and getting orders; an email in use; the fields; who may; a fresh link.
// Deactivating is in teamDeactivate.test.ts.

describe.each(targetFactories())('invite a driver, against %s', (_name, create) => {
  const { world, invite, passwordLink, assign, orderOf, shift } = teamWorld(create);

  const inviteBody = (email: string) => ({
    name: '  Rita   Sousa ',
    email: `  ${email.toUpperCase()} `,
    phone: '+351 912 000 111',
  });

  it('makes the account and the record; the driver sets a password, signs in and gets orders', async () => {
    const email = newEmail('rita');
    const reply = await invite(inviteBody(email), world.marta);
    expect(reply.status).toBe(201);
    expect(reply.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    const { uid, setPasswordLink } = reply.body as { uid: string; setPasswordLink: string };
    expect(reply.body).toEqual({
      uid: expect.any(String),
      email,
      setPasswordLink: expect.any(String),
    });
    expect(await world.target.backOfficeUser(uid)).toMatchObject({
      name: 'Rita Sousa',
      email,
      phone: '+351 912 000 111',
      role: 'driver',
      active: true,
      invitedBy: world.marta.uid,
    });

    const password = await world.target.passwordThroughLink(setPasswordLink, email);
    const signedIn = await world.target.signIn(email, password);
    expect(signedIn).toMatchObject({ ok: true, who: { uid } });
    if (!signedIn.ok) return;
    const id = await orderOf(null);
    const given = await assign(
      { receiptIds: [id], dispatchId: uid, expected: { [id]: null } },
      world.paula,
    );
    expect(given.body?.results).toMatchObject([{ result: 'assigned', dispatchId: uid }]);
    expect((await shift(true, signedIn.who)).status).toBe(200);
  });

  it('answers 409 email-in-use for an email that has a driver, naming them; nothing changes', async () => {
    const email = newEmail('twice');
    const first = await invite(inviteBody(email), world.marta);
    const uid = (first.body as { uid: string }).uid;
    const again = await invite({ name: 'Someone Else', email, phone: '912 000 222' }, world.paula);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'email-in-use', uid });
    expect(again.body?.message).toContain('Rita Sousa');
    expect(await world.target.backOfficeUser(uid)).toMatchObject({ name: 'Rita Sousa' });

    const manager = await invite(
      { ...inviteBody(newEmail('x')), email: world.marta.email },
      world.paula,
    );
    expect(manager).toMatchObject({
      status: 409,
      body: { code: 'email-in-use', uid: world.marta.uid },
    });
    const gone = await invite(
      { ...inviteBody(newEmail('x')), email: world.gone.email },
      world.paula,
    );
    expect(gone.status).toBe(409);
    expect(gone.body?.message).toContain('deactivated');
  });

  it('gives a record to an account that had none (an invitation cut short, one made by hand)', async () => {
    const loner = await world.target.signUp('loner');
    const reply = await invite({ ...inviteBody('x@y.z'), email: loner.email }, world.marta);
    expect(reply.status).toBe(201);
    expect(reply.body?.uid).toBe(loner.uid);
    expect(await world.target.backOfficeUser(loner.uid)).toMatchObject({ active: true });
    expect((await shift(true, loner)).status).toBe(200);
  });

  it('answers 400 with every bad field, and invites nobody', async () => {
    const reply = await invite({ name: ' ', email: 'not-an-email', phone: 'call me' }, world.marta);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'invalid-request' });
    expect(reply.body?.errors).toEqual([
      { field: 'name', code: 'required', message: expect.any(String) },
      { field: 'email', code: 'not-an-email', message: expect.any(String) },
      { field: 'phone', code: 'not-a-phone', message: expect.any(String) },
    ]);
    const notAnObject = await invite([1, 2], world.marta);
    expect(notAnObject.status).toBe(400);
  });

  it('is for managers only: drivers, the deactivated, strangers 403; no token 401; no account made', async () => {
    const email = newEmail('refused');
    for (const who of [world.ana, world.gone, world.stranger]) {
      const reply = await invite(inviteBody(email), who);
      expect(reply.status, who.uid).toBe(403);
      expect(reply.body?.code).toBe('not-a-manager');
    }
    expect((await invite(inviteBody(email), null)).status).toBe(401);
    // No account was made: signing in finds none (Firebase: EMAIL_NOT_FOUND; the demo's own).
    const none = await world.target.signIn(email, 'any-password');
    expect(none.ok ? 'signed in' : none.code).toMatch(/^(email|user)-not-found$/);
    expect((await invite(inviteBody(email), world.marta)).status).toBe(201);
  });

  it('makes a fresh link for an active driver; 404 unknown, 422 a manager or deactivated', async () => {
    const email = newEmail('link');
    const { uid } = (await invite(inviteBody(email), world.marta)).body as { uid: string };
    const fresh = await passwordLink(uid, world.paula);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({ uid, email, setPasswordLink: expect.any(String) });
    const password = await world.target.passwordThroughLink(
      fresh.body?.setPasswordLink as string,
      email,
    );
    expect(await world.target.signIn(email, password)).toMatchObject({ ok: true });

    expect((await passwordLink('nobody-here', world.marta)).status).toBe(404);
    expect((await passwordLink(world.paula.uid, world.marta)).body?.code).toBe('not-a-driver');
    expect((await passwordLink(world.gone.uid, world.marta)).status).toBe(422);
    expect((await passwordLink(uid, world.ana)).status).toBe(403);
  });
});
