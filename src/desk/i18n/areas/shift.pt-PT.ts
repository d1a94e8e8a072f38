import type { DeskCatalogue } from '../catalogue';

// As palavras da secção "Fim do turno" em português europeu; pt-PT.ts junta-as sob a chave "shift".
export const shiftPtPT: DeskCatalogue['shift'] = {
  heading: 'Fim do turno',
};
