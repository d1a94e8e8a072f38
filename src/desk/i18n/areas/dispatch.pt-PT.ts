import type { DeskCatalogue } from '../catalogue';

// As palavras da distribuição automática no balcão (docs/auto-dispatch.md), em português europeu.
export const dispatchPtPT: DeskCatalogue['dispatch'] = {
  figures: '{{name}} — +{{minutes}} min, {{lateness}}',
  figuresFrom: '{{name}} — +{{minutes}} min, {{lateness}} ({{from}})',
  onTime: 'a horas',
  late: '{{minutes}} min de atraso',
  fromLastStop: 'desde a última paragem',
  fromStore: 'desde a loja',
  fromStalePosition: 'posição com mais de 5 min',
  atLimit: '{{name}} — no limite',
  noStart: '{{name}} — sem posição',
  offShift: '{{name}} — fora de serviço',
  suggested: 'Sugerido',
  suggestion: 'Sugerido: {{name}}, +{{minutes}} min',
  runEstimated: 'Ordem estimada: o telemóvel do estafeta não partilhou a ordem das paragens.',
  estimatedRuns_one:
    'Percurso estimado para {{names}}: o seu telemóvel não partilhou a ordem das paragens.',
  estimatedRuns_other:
    'Percursos estimados para {{names}}: os seus telemóveis não partilharam a ordem das paragens.',
  estimatedRuns_many:
    'Percursos estimados para {{names}}: os seus telemóveis não partilharam a ordem das paragens.',
  reasons: {
    noOrderPosition: 'Sem sugestão: esta encomenda não tem posição no mapa',
    nobodyOnShift: 'Sem sugestão: nenhum estafeta está de serviço',
    everyoneAtLimit: 'Sem sugestão: todos os estafetas estão no limite',
    noDriverPosition: 'Sem sugestão: nenhum estafeta de serviço tem posição no mapa',
  },
  reasonsShort: {
    noOrderPosition: 'Sem posição no mapa',
    nobodyOnShift: 'Nenhum estafeta está de serviço',
    everyoneAtLimit: 'Todos os estafetas estão no limite',
    noDriverPosition: 'Nenhum estafeta de serviço tem posição no mapa',
  },
  autoAssign: 'Atribuir automaticamente {{count}}',
  previewTitle: 'Atribuir automaticamente',
  previewIntro:
    'Cada encomenda vai para o estafeta a quem custa menos, no percurso tal como está. Desmarque as linhas que quer deixar por atribuir.',
  previewLine: '#{{number}} → {{name}}',
  previewFigures: '+{{minutes}} min, {{lateness}}',
  previewTick: 'Atribuir #{{number}} a {{name}}',
  previewTotals_one: '{{count}} encomenda a atribuir: +{{minutes}} min de condução, {{lateness}}',
  previewTotals_other:
    '{{count}} encomendas a atribuir: +{{minutes}} min de condução, {{lateness}}',
  previewTotals_many: '{{count}} encomendas a atribuir: +{{minutes}} min de condução, {{lateness}}',
  previewLeft: 'Ficam por atribuir',
  previewLeftLine: '#{{number}}: {{reason}}',
  assignAll: 'Atribuir todas',
  cancel: 'Cancelar',
  readingShifts: 'A ler quem está de serviço…',
  shiftsFailed:
    'Não foi possível ler quem está de serviço, por isso não há plano. Tente de novo daqui a pouco.',
  nothingToAssign: 'Nada a atribuir',
};
