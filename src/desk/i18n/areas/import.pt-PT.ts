import type { DeskCatalogue } from '../catalogue';

// "Importar encomendas" em português europeu (docs/intake.md#import): o ficheiro CSV, a
// pré-visualização e o progresso da importação.
export const importPtPT: DeskCatalogue['import'] = {
  heading: 'Importar encomendas',
  intro:
    'Escolha um ficheiro CSV como uma folha de cálculo o guarda: uma linha por encomenda, a primeira com os nomes das colunas (veja o modelo). Nada é escrito antes de importar.',
  template: 'Descarregar modelo',
  templateFile: 'dispatch-modelo-encomendas.csv',
  file: 'Ficheiro CSV',
  reading: 'A ler o ficheiro…',
  readFailed: 'Não foi possível ler o ficheiro: {{reason}}',
  offlineBanner:
    'Está sem ligação: pode verificar um ficheiro, mas a importação espera pela ligação.',
  previewHeading: 'Antes de importar',
  missingColumns:
    'O ficheiro não tem coluna para: {{columns}}. Acrescente-a (veja o modelo) e escolha o ficheiro de novo.',
  empty: 'O ficheiro não tem encomendas.',
  ready_one: '{{n}} encomenda pronta a importar',
  ready_other: '{{n}} encomendas prontas a importar',
  ready_many: '{{n}} encomendas prontas a importar',
  bad_one: '{{n}} linha com problemas (não importada)',
  bad_other: '{{n}} linhas com problemas (não importadas)',
  bad_many: '{{n}} linhas com problemas (não importadas)',
  repeated_one: 'A linha {{lines}} repete uma linha anterior: essa encomenda é importada uma vez.',
  repeated_other:
    'As linhas {{lines}} repetem linhas anteriores: cada encomenda é importada uma vez.',
  repeated_many:
    'As linhas {{lines}} repetem linhas anteriores: cada encomenda é importada uma vez.',
  badHeading: 'Linhas com problemas',
  tableCaption: 'As encomendas que este ficheiro vai criar',
  showingFirst: 'As primeiras {{shown}} das {{total}} encomendas que este ficheiro vai criar',
  none: '—',
  col: {
    line: 'Linha',
    reference: 'Referência',
    customer: 'Cliente',
    address: 'Morada',
    items: 'Artigos',
    total: 'Total',
    payment: 'Pagamento',
    due: 'Entrega',
  },
  import_one: 'Importar {{n}} encomenda',
  import_other: 'Importar {{n}} encomendas',
  import_many: 'Importar {{n}} encomendas',
  runHeading: 'Importação',
  progress: '{{done}} de {{total}} importadas',
  finished: 'Importação terminada',
  created: 'Criadas: {{n}}',
  unchanged: 'Já importadas: {{n}}',
  updated: 'Atualizadas: {{n}}',
  refused: 'Não importadas: {{n}}',
  rowRefused: 'Linha {{line}}: {{problem}}',
  closed: 'já entregue, não alterada',
  offline:
    'Está sem ligação: a importação parou. O que foi importado fica; tente de novo quando a ligação voltar (nada é importado duas vezes).',
  notManager: 'A importação parou: o servidor diz que esta conta não é de um gestor.',
  failed:
    'A importação parou: {{reason}} Tente de novo para enviar o resto (nada é importado duas vezes).',
  tryAgain: 'Tentar de novo',
};
