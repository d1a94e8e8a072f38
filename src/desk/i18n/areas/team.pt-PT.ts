import type { DeskCatalogue } from '../catalogue';

// As palavras da secção "Motoristas" em português europeu; pt-PT.ts junta-as sob a chave "team".
export const teamPtPT: DeskCatalogue['team'] = {
  heading: 'Motoristas',
};
