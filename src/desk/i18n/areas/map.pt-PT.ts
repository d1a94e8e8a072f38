import type { DeskCatalogue } from '../catalogue';

// As palavras da secção "Mapa" em português europeu; pt-PT.ts junta-as sob a chave "map".
export const mapPtPT: DeskCatalogue['map'] = {
  heading: 'Mapa',
};
