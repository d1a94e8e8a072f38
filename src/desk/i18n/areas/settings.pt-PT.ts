import type { DeskCatalogue } from '../catalogue';

// "Definições → Distribuição automática" em português europeu (docs/auto-dispatch.md#settings), e
// a linha do cartão de uma encomenda que o servidor atribuiu.
export const settingsPtPT: DeskCatalogue['autoDispatch'] = {
  heading: 'Distribuição automática',
  intro:
    'As encomendas que chegam por atribuir (escritas, importadas ou enviadas pelos vossos sistemas) podem ir logo para o melhor estafeta de serviço, escolhido como o quadro sugere. Sem ninguém de serviço, ficam Por atribuir.',
  autoAssign: 'Atribuir automaticamente as novas encomendas',
  limitBefore: 'No máximo',
  limitAfter: 'encomendas por estafeta',
  limitName: 'No máximo n encomendas por estafeta',
  limitInvalid: 'Indique um número inteiro de encomendas de 1 a {{max}}.',
  loading: 'A ler as definições da distribuição automática…',
  readFailed: 'Não foi possível ler as definições da distribuição automática: {{reason}}',
  readAgain: 'Ler de novo as definições da distribuição automática',
  save: 'Guardar',
  saving: 'A guardar…',
  saved: 'Guardado.',
  offline:
    'Está sem ligação: as definições da distribuição automática não foram guardadas. Tente de novo quando a ligação voltar.',
  notManager: 'O servidor diz que esta conta não é de um gestor: nada foi guardado.',
  failed: 'As definições da distribuição automática não foram guardadas: {{reason}}',
  tryAgain: 'Tentar de novo',
  assignedBy: 'Atribuída pela distribuição automática',
};
