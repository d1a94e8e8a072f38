import type { DeskCatalogue } from '../catalogue';

// O que todas as partes do escritório dizem de igual modo sobre uma chamada falhada ao servidor;
// pt-PT.ts junta-as sob a chave "backend".
export const backendPtPT: DeskCatalogue['backend'] = {
  offline: 'Está sem rede. Tente novamente quando a ligação voltar.',
  unreachable:
    'Não foi possível contactar o servidor, embora este computador esteja ligado: pode estar em baixo ou a recusar este site. Tente novamente daqui a pouco.',
  timedOut: 'O servidor não respondeu a tempo. Verifique se foi feito antes de tentar novamente.',
  signedOut: 'a sua sessão expirou. Volte a entrar.',
};
