import type { DeskCatalogue } from '../catalogue';

// As palavras da secção "Motoristas" em português europeu; pt-PT.ts junta-as sob a chave "team".
export const teamPtPT: DeskCatalogue['team'] = {
  heading: 'Motoristas',
  loading: 'A carregar os motoristas…',
  loadFailed: 'Não foi possível carregar os motoristas',
  loadFailedBecause: 'O que correu mal: {{reason}}',
  tryAgain: 'Tentar novamente',
  offline:
    'Está sem ligação. Esta é a lista tal como era conhecida; convidar e desativar motoristas esperam até a ligação voltar.',
  shiftsUnknown:
    'Neste momento não se sabe quem está de turno nem quando cada motorista foi visto pela última vez: {{reason}}',
  empty: 'Ainda não há motoristas',
  emptyHelp:
    'Convide o primeiro motorista com «Convidar motorista»: recebe uma ligação para definir a palavra-passe e depois entra na app de motorista.',
  listLabel: 'Motoristas ativos',
  onShift: 'De turno',
  offShift: 'Fora de turno',
  lastSeen_one: 'visto há {{count}} min',
  lastSeen_other: 'visto há {{count}} min',
  lastSeen_many: 'visto há {{count}} min',
  neverSeen: 'ainda não visto',
  stale: 'Posição desatualizada: nenhuma há mais de 5 minutos',
  noPosition: 'Ainda sem posição',
  noEmail: 'Sem endereço de email',
  noPhone: 'Sem número de telefone',
  emailLabel: 'Email',
  phoneLabel: 'Telefone',
  today: 'Hoje: {{delivered}} entregues, {{open}} abertas',
  deactivatedHeading: 'Motoristas desativados',
  deactivatedHelp:
    'Não podem entrar na app de motorista nem receber encomendas. As encomendas que entregaram continuam nos números do dia.',
  unnamed: 'Motorista sem nome ({{uid}})',
  notManager: 'Nada foi alterado: o servidor diz que esta conta não é de um gestor.',
  signedOut: 'Nada foi alterado: a sua sessão expirou. Inicie sessão novamente.',
  invite: {
    open: 'Convidar motorista',
    title: 'Convidar motorista',
    intro:
      'O motorista recebe uma conta e uma ligação para definir a palavra-passe. O nome e o telefone são o que a Mesa mostra.',
    name: 'Nome',
    email: 'Email',
    phone: 'Telefone',
    submit: 'Convidar',
    sending: 'A convidar…',
    cancel: 'Cancelar',
    fieldRequired: {
      name: 'Escreva o nome do motorista.',
      email: 'Escreva o endereço de email do motorista.',
      phone: 'Escreva o número de telefone do motorista.',
    },
    tooLong: 'Tem mais de {{max}} caracteres.',
    notAnEmail: 'Este endereço de email não parece certo: deve ser como nome@exemplo.pt.',
    notAPhone:
      'Este número de telefone não parece certo: use só algarismos, espaços e + (de 6 a 15 algarismos).',
    offline:
      'Está sem ligação: ninguém foi convidado. O que escreveu fica guardado; convide quando a ligação voltar.',
    emailInUse: 'Este endereço de email já pertence a uma conta da equipa. Nada foi alterado.',
    emailInUseBy: 'Este endereço de email já pertence a {{name}}. Nada foi alterado.',
    emailInUseDeactivated:
      'Este endereço de email pertence a {{name}}, que foi desativado. Nada foi alterado.',
    invalid: 'O servidor encontrou um campo a rever: ninguém foi convidado.',
    failed: 'Ninguém foi convidado: {{reason}}',
    doneTitle: 'Motorista convidado',
    done: '{{name}} já faz parte da equipa. Envie-lhe esta ligação para definir a palavra-passe:',
    linkLabel: 'Ligação para definir a palavra-passe',
    noLink:
      '{{name}} já faz parte da equipa, mas neste momento não foi possível criar a ligação para definir a palavra-passe.',
    newLink: 'Criar a ligação novamente',
    makingLink: 'A criar a ligação…',
    linkFailed: 'Não foi possível criar a ligação: {{reason}}',
    demo: 'Demonstração: {{email}} pode entrar já na app de motorista com a palavra-passe demo1234.',
    copy: 'Copiar ligação',
    copied: 'Ligação copiada.',
    copyFailed: 'Não foi possível copiar a ligação: selecione-a e copie-a à mão.',
    whatsApp: 'Partilhar por WhatsApp',
    sms: 'Partilhar por SMS',
    mail: 'Partilhar por email',
    message:
      'Olá {{name}}, foi convidado para fazer entregas com o Dispatch. Defina aqui a sua palavra-passe e depois entre na app de motorista: {{link}}',
    mailSubject: 'A sua conta de motorista do Dispatch',
    close: 'Concluído',
  },
  deactivate: {
    button: 'Desativar',
    buttonNamed: 'Desativar {{name}}',
    title: 'Desativar {{name}}?',
    body_one:
      '{{name}} deixa de poder entrar na app de motorista e de receber encomendas. A sua {{count}} encomenda aberta volta a Por atribuir.',
    body_other:
      '{{name}} deixa de poder entrar na app de motorista e de receber encomendas. As suas {{count}} encomendas abertas voltam a Por atribuir.',
    body_many:
      '{{name}} deixa de poder entrar na app de motorista e de receber encomendas. As suas {{count}} encomendas abertas voltam a Por atribuir.',
    bodyNoOrders:
      '{{name}} deixa de poder entrar na app de motorista e de receber encomendas. Não tem encomendas abertas.',
    confirm: 'Desativar',
    cancel: 'Cancelar',
    sending: 'A desativar {{name}}…',
    done_one: '{{name}} foi desativado. {{count}} encomenda aberta voltou a Por atribuir.',
    done_other: '{{name}} foi desativado. {{count}} encomendas abertas voltaram a Por atribuir.',
    done_many: '{{name}} foi desativado. {{count}} encomendas abertas voltaram a Por atribuir.',
    doneNoOrders:
      '{{name}} foi desativado. Nenhuma encomenda aberta precisou de voltar a Por atribuir.',
    already: '{{name}} já estava desativado. Nada mais precisou de mudar.',
    offline:
      'Está sem ligação: {{name}} não foi desativado. Tente novamente quando a ligação voltar.',
    notFound: '{{name}} já não está nos registos da equipa: nada foi alterado.',
    isManager: '{{name}} é gestor, não motorista: um gestor não pode ser desativado aqui.',
    failed: '{{name}} não foi desativado: {{reason}}',
    dismiss: 'Fechar',
  },
};
