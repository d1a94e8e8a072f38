import type { DeskCatalogue } from '../catalogue';

// As palavras da secção "Mapa" em português europeu; pt-PT.ts junta-as sob a chave "map".
export const mapPtPT: DeskCatalogue['map'] = {
  heading: 'Mapa',
  loading: 'A carregar o mapa de hoje…',
  loadFailed: 'Não foi possível carregar o mapa de hoje',
  empty: 'Ninguém está de serviço e não há encomendas abertas',
  emptyHelp:
    'Os estafetas de serviço aparecem aqui na última posição conhecida, com as suas encomendas abertas.',
  offline:
    'Está offline. Este é o mapa tal como era conhecido; as atribuições esperam que a ligação volte.',
  region: 'Estafetas e paragens',
  markers: 'Marcadores no mapa',
  driver: '{{name}}, visto há {{minutes}} min',
  driverStale: '{{name}}, visto há {{minutes}} min (posição desatualizada)',
  stopUnassigned: '{{order}}, {{street}}, por atribuir',
  stopAssigned: '{{order}}, {{street}}, {{driver}}, paragem {{number}}',
  onShift: 'De serviço',
  nobodyOnShift: 'Ninguém está de serviço.',
  lastSeen: 'Visto há {{minutes}} min',
  stale: 'Desatualizada',
  noPositionYet: 'Ainda sem posição',
  noPositionHelp: 'Estas encomendas abertas não têm posição no mapa: atribua-as aqui.',
  chosen: 'Paragem escolhida',
  chosenRun: '{{driver}}, paragem {{number}}',
  close: 'Fechar',
  keyDriver: 'Estafeta de serviço',
  keyStale: 'Visto há mais de 5 min',
  keyUnassigned: 'Paragem por atribuir',
  keyStop: 'Numeradas: as paragens de um estafeta, por ordem',
  onDemoMap: 'No mapa em {{street}} (as ruas da demonstração).',
  offDemoMap:
    'Fora do mapa da demonstração: a encomenda é criada só com a morada. A demonstração conhece as ruas do seu dia, como a Rua da Prata.',
};
