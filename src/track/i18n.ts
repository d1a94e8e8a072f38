// The customer page's own words (docs/tracking.md), in English and European Portuguese, chosen
// by the browser's languages. Not the app's catalogue: the page must stay a few kilobytes.

export type Lang = 'en' | 'pt-PT';

const en = {
  title: 'Your order',
  order: 'Order #{n}',
  from: 'from {business}',
  loading: 'Loading your order…',
  steps: ['Preparing', 'Picked up', 'On the way', 'Delivered'],
  notDelivered: 'Not delivered',
  notDeliveredText: 'The driver could not deliver this order. The business will contact you.',
  arriving: 'Arriving in about {n} min',
  deliveredText: 'Your order was delivered.',
  updated: 'Driver’s position updated {ago}',
  stale: 'The driver’s last position is from {ago}: it may have moved since.',
  noPosition: 'The driver’s position is not shared right now.',
  justNow: 'just now',
  secondsAgo: '{n} s ago',
  minutesAgo: '{n} min ago',
  away: 'The driver is {d} away',
  driver: 'Driver',
  you: 'You',
  invalid: 'This link is not valid or has expired.',
  offline: 'No connection right now. Trying again…',
  demo: 'Demo',
  drawing: 'Distance between the driver and you',
  map: 'Map of the driver’s position',
};

const pt: typeof en = {
  title: 'A sua encomenda',
  order: 'Encomenda n.º {n}',
  from: 'de {business}',
  loading: 'A carregar a sua encomenda…',
  steps: ['Em preparação', 'Recolhida', 'A caminho', 'Entregue'],
  notDelivered: 'Não entregue',
  notDeliveredText: 'O estafeta não conseguiu entregar esta encomenda. A loja vai contactá-lo.',
  arriving: 'Chega daqui a cerca de {n} min',
  deliveredText: 'A sua encomenda foi entregue.',
  updated: 'Posição do estafeta atualizada {ago}',
  stale: 'A última posição do estafeta é de {ago}: pode já ter avançado.',
  noPosition: 'A posição do estafeta não está a ser partilhada neste momento.',
  justNow: 'agora mesmo',
  secondsAgo: 'há {n} s',
  minutesAgo: 'há {n} min',
  away: 'O estafeta está a {d}',
  driver: 'Estafeta',
  you: 'Você',
  invalid: 'Esta ligação não é válida ou expirou.',
  offline: 'Sem ligação neste momento. A tentar de novo…',
  demo: 'Demo',
  drawing: 'Distância entre o estafeta e si',
  map: 'Mapa com a posição do estafeta',
};

export type Words = typeof en;

/** pt-PT for any Portuguese the browser prefers first, English otherwise. */
export function chooseLang(languages: readonly string[]): Lang {
  for (const tag of languages) {
    const lower = tag.toLowerCase();
    if (lower.startsWith('pt')) return 'pt-PT';
    if (lower.startsWith('en')) return 'en';
  }
  return 'en';
}

export const words = (lang: Lang): Words => (lang === 'pt-PT' ? pt : en);

export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}

/** "just now", "40 s ago", "3 min ago". */
export function ago(w: Words, seconds: number): string {
  if (seconds < 10) return w.justNow;
  if (seconds < 60) return fill(w.secondsAgo, { n: Math.round(seconds / 10) * 10 });
  return fill(w.minutesAgo, { n: Math.floor(seconds / 60) });
}

/** "850 m", "2.4 km" in the page's language. */
export function distance(lang: Lang, metres: number): string {
  const format = (n: number, digits: number) =>
    n.toLocaleString(lang, { maximumFractionDigits: digits, minimumFractionDigits: digits });
  if (metres < 1000) return `${format(Math.round(metres / 10) * 10, 0)} m`;
  return `${format(metres / 1000, metres < 10_000 ? 1 : 0)} km`;
}
