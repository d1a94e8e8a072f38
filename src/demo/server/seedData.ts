// The demo's data tables: the store, the streets of Lisbon (with coordinates), customers, the
// menu, payment shapes and notes. seed.ts draws today's orders from them; nothing else does.

// Open statuses in the order they are handed out. "Preparing" is outside the default status
// list on purpose: the app must show an unknown status as it is.
export const OPEN_STATUS_CYCLE = [
  'Pending',
  'Picked Up',
  'On the Way',
  'Preparing',
  'Pending',
  'On the Way',
  'Picked Up',
  'Pending',
] as const;

export const STORE_ORIGIN = {
  address: 'Rua dos Fanqueiros 45, 1100-231 Lisboa',
  lat: 38.7112,
  lng: -9.1357,
} as const;

export const STREETS: readonly { street: string; postcode: string; lat: number; lng: number }[] = [
  { street: 'Rua da Prata', postcode: '1100-414', lat: 38.7105, lng: -9.1368 },
  { street: 'Avenida da Liberdade', postcode: '1250-142', lat: 38.7197, lng: -9.1443 },
  { street: 'Rua Garrett', postcode: '1200-203', lat: 38.7107, lng: -9.142 },
  { street: 'Rua da Rosa', postcode: '1200-385', lat: 38.7128, lng: -9.1457 },
  { street: 'Rua de São Bento', postcode: '1200-821', lat: 38.716, lng: -9.1527 },
  { street: 'Avenida Almirante Reis', postcode: '1150-019', lat: 38.725, lng: -9.1345 },
  { street: 'Rua dos Remédios', postcode: '1100-441', lat: 38.7123, lng: -9.1266 },
  { street: 'Calçada da Estrela', postcode: '1200-661', lat: 38.7125, lng: -9.1535 },
  { street: 'Rua Morais Soares', postcode: '1900-341', lat: 38.732, lng: -9.1325 },
  { street: 'Avenida de Roma', postcode: '1000-265', lat: 38.7468, lng: -9.1388 },
  { street: 'Rua Castilho', postcode: '1250-069', lat: 38.7228, lng: -9.153 },
  { street: 'Rua Ferreira Borges', postcode: '1350-130', lat: 38.7175, lng: -9.165 },
  { street: 'Largo do Intendente', postcode: '1100-285', lat: 38.722, lng: -9.1355 },
  { street: 'Rua da Graça', postcode: '1170-165', lat: 38.7175, lng: -9.1305 },
];

export const FLOORS = ['', ', 1.º Esq.', ', 2.º Dto.', ', 3.º', ', R/C', ', 4.º Esq.'];

export const CUSTOMERS: readonly string[] = [
  'Inês Carvalho',
  'João Pereira',
  'Sofia Martins',
  'Miguel Santos',
  'Beatriz Almeida',
  'Rui Fernandes',
  'Carla Sousa',
  'Pedro Gomes',
  'Mariana Lopes',
  'Tomás Rodrigues',
  'Leonor Dias',
  'Diogo Marques',
  'Emma Schmidt',
  'Lucas Moreau',
  'Aisha Khan',
  'Hannah Becker',
  'Gonçalo Teixeira',
  'Catarina Pinto',
  'André Oliveira',
  'Rita Correia',
];

/** Prices in cents, so totals add up exactly. */
export const MENU: readonly { name: string; cents: number }[] = [
  { name: 'Margherita pizza', cents: 950 },
  { name: 'Pepperoni pizza', cents: 1100 },
  { name: 'Chicken burger', cents: 890 },
  { name: 'Veggie bowl', cents: 1050 },
  { name: 'Caesar salad', cents: 780 },
  { name: 'Bifana sandwich', cents: 550 },
  { name: 'Bacalhau à Brás', cents: 1290 },
  { name: 'Fries', cents: 320 },
  { name: 'Pastéis de nata (box of 6)', cents: 660 },
  { name: 'Chocolate brownie', cents: 390 },
  { name: 'Lemonade', cents: 250 },
  { name: 'Sparkling water', cents: 180 },
];

/**
 * How the orders are paid, each in a different shape a backend might write: cash on delivery
 * as a flat method, a card taken at the door as a nested `payment` object still pending, and
 * an order paid online with a flat status. (In this order, the default seed gives the
 * dispatcher cash, card and paid-online orders among the open ones and cash among the delivered.)
 */
export const PAYMENT_SHAPES = [
  { payment: { method: 'card', status: 'pending' } },
  { paymentMethod: 'Paid online', paymentStatus: 'PAID' },
  { paymentMethod: 'Cash' },
] as const;

export const NOTES: readonly (string | null)[] = [
  null,
  null,
  'Ring the bell twice, please.',
  'Third floor, no lift.',
  'Leave it at the reception desk.',
  'Call when you arrive.',
  'Peanut allergy: please double-check the order.',
  'Gate code 4821.',
  null,
  'Bring change for a €20 note.',
];

export const DELIVERY_FEE_CENTS = 250;
/** Orders from this subtotal on deliver for free. */
export const FREE_DELIVERY_FROM_CENTS = 3000;
