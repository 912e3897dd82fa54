import type { ConsoleRoute } from './ConsoleRoute.js';

const configList = { view: 'configList', title: 'Configuração de Dispositivos', entity: 'device-config', breadcrumb: [{ label: 'Configurações' }, { label: 'Dispositivos' }] } as const;
const configForm = { view: 'configForm', title: 'Registro de Dispositivo', entity: 'device-config', breadcrumb: [{ label: 'Configuração de Dispositivos', to: '/config' }, { label: 'Registro de Dispositivo' }] } as const;
const paramForm = { view: 'paramForm', title: 'Registro de Parametros', entity: 'param', breadcrumb: [{ label: 'Parâmetros', to: '/param' }, { label: 'Registro de Parametros' }] } as const;
const errorMessageForm = { view: 'errorMessageForm', title: 'Cadastro de Erros', entity: 'error-message', breadcrumb: [{ label: 'Erros', to: '/error-message' }, { label: 'Cadastro de Erros' }] } as const;
const userForm = { view: 'userForm', title: 'Cadastro de Usuário', entity: 'user', breadcrumb: [{ label: 'Dashboard', to: '/' }, { label: 'Usuários', to: '/user' }, { label: 'Cadastro de Usuário' }] } as const;
const clientForm = { view: 'clientForm', title: 'Cadastro', entity: 'client', breadcrumb: [{ label: 'Dashboard', to: '/' }, { label: 'Lista de Parceiros', to: '/client' }, { label: 'Cadastro' }] } as const;
const personForm = { view: 'personForm', title: 'Pessoa', entity: 'person', breadcrumb: [{ label: 'Dashboard', to: '/' }, { label: 'Lista de Pessoas', to: '/person' }, { label: 'Pessoa' }] } as const;
const deleteAccount = { view: 'deleteAccount', title: 'Excluir cadastro' } as const;
const resetPassword = { view: 'resetPassword', title: 'Redefinir senha' } as const;

/**
 * Signed-in routes (spec 2.2), inside the shell. Titles and breadcrumbs follow the spec with the
 * fixes of DECISIONS.md, and the entity descriptors in schemas/. Anything else: 'Not Found'.
 */
export const SIGNED_IN_ROUTES: readonly ConsoleRoute[] = [
  { path: '/', ...configList },
  { path: '/config', ...configList },
  { path: '/config/form', ...configForm },
  { path: '/config/form/:id', ...configForm },
  { path: '/param', view: 'paramList', title: 'Parâmetros', entity: 'param', breadcrumb: [{ label: 'Configurações' }, { label: 'Parâmetros' }] },
  { path: '/param/form', ...paramForm },
  { path: '/param/form/:id', ...paramForm },
  { path: '/liveness-log', view: 'livenessLogList', title: 'Logs Liveness', entity: 'liveness-log', breadcrumb: [{ label: 'Relatórios' }, { label: 'Liveness' }] },
  { path: '/finger-log', view: 'fingerLogList', title: 'Logs Finger', entity: 'finger-log', breadcrumb: [{ label: 'Relatórios' }, { label: 'Finger' }] },
  { path: '/requests', view: 'requestLogList', title: 'Logs de Requisições', entity: 'request-log', breadcrumb: [{ label: 'Relatórios' }, { label: 'Requisições' }] },
  { path: '/error-message', view: 'errorMessageList', title: 'Erros', entity: 'error-message', breadcrumb: [{ label: 'Configurações' }, { label: 'Mensagens' }] },
  { path: '/error-message/form', ...errorMessageForm },
  { path: '/error-message/form/:id', ...errorMessageForm },
  { path: '/user', view: 'userList', title: 'Usuários', entity: 'user', breadcrumb: [{ label: 'Cadastros' }, { label: 'Usuários' }] },
  { path: '/user/form', ...userForm },
  { path: '/user/form/:id', ...userForm },
  { path: '/user/profile', view: 'userProfile', title: 'Meu Perfil', breadcrumb: [{ label: 'Dashboard', to: '/' }, { label: 'Meu Perfil' }] },
  { path: '/client', view: 'clientList', title: 'Lista de Parceiros', entity: 'client', breadcrumb: [{ label: 'Cadastros' }, { label: 'Clientes' }] },
  { path: '/client/form', ...clientForm },
  { path: '/client/form/:id', ...clientForm },
  { path: '/person', view: 'personList', title: 'Lista de Pessoas', entity: 'person', breadcrumb: [{ label: 'Cadastros' }, { label: 'Pessoas' }] },
  { path: '/person/form', ...personForm },
  { path: '/person/form/:id', ...personForm },
  { path: '/fingerprint', view: 'fingerprintList', title: 'Lista de Fingerprints', entity: 'fingerprint', breadcrumb: [{ label: 'Cadastros' }, { label: 'Fingerprints' }] },
  { path: '/liveness', view: 'livenessList', title: 'Provas de vida', entity: 'liveness', breadcrumb: [{ label: 'Cadastros' }, { label: 'Liveness' }] },
  { path: '/prices', view: 'prices', title: 'Lista de Preços', breadcrumb: [{ label: 'Financeiro' }, { label: 'Preços' }] },
  { path: '/delete-account', ...deleteAccount },
  { path: '/reset-password', ...resetPassword },
  { path: '*', view: 'notFound', title: 'Not Found' },
];

/** Signed-out routes (spec 2.2): the login at / and at any unknown path, plus the two public screens. */
export const SIGNED_OUT_ROUTES: readonly ConsoleRoute[] = [
  { path: '/', view: 'login', title: 'Login' },
  { path: '/delete-account', ...deleteAccount },
  { path: '/reset-password', ...resetPassword },
  { path: '*', view: 'login', title: 'Login' },
];
