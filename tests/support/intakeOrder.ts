// One order as the intake API takes it (docs/intake.md#the-payload), for the core's unit tests
// and the contract suite: a cash order of two pizzas, `overrides` changing what a test is about.
export function intakeOrder(externalId: string, overrides: Record<string, unknown> = {}) {
  return {
    externalId,
    customerName: 'Inês Carvalho',
    phone: '+351 912 480 113',
    address: 'Rua da Prata 42, 1100-414 Lisboa',
    payment: 'cash',
    items: [{ name: 'Margherita pizza', quantity: 2, unitPrice: 9.5 }],
    ...overrides,
  };
}

/** The same order as the desk sends it (`POST /desk/orders`): `{ key, order }`. */
export function deskOrderOf(key: string, overrides: Record<string, unknown> = {}) {
  const { externalId: _none, ...order } = intakeOrder(key, overrides);
  return { key, order };
}
