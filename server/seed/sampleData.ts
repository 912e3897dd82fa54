import type { Insertable } from 'kysely';
import type { DeviceConfigsTable, ParamsTable } from '../db/schema.js';

/**
 * Fixed catalogues of the sample deployment: what a Brazilian identity-verification service
 * would hold on day one. Random-looking bulk data (people, logs) is drawn from these lists.
 */

/** The documented person for the public delete screen (spec 2.3): CPF 529.982.247-25. */
export const SEED_PERSON_CPF = '52998224725';
export const SEED_PERSON_PASSWORD = 'cidadao123';
export const SEED_PERSON_NAME = 'Maria Aparecida dos Santos';

/** The second back-office user (role 'operador'). */
export const SEED_OPERATOR_EMAIL = 'operador@example.com';
export const SEED_OPERATOR_PASSWORD = 'operador123';

/** Back-office users besides the admin; all share SEED_OPERATOR_PASSWORD. */
export const operatorUsers = [
  { name: 'Carlos Eduardo Nogueira', email: SEED_OPERATOR_EMAIL, phone: '11987654321', role: 'operador', is_active: 1 },
  {
    name: 'Fernanda Lima Araújo',
    email: 'fernanda.araujo@example.com',
    phone: '21998765432',
    role: 'operador',
    is_active: 1,
  },
  {
    name: 'Ricardo Alves Pereira',
    email: 'ricardo.pereira@example.com',
    phone: '31991234567',
    role: 'operador',
    is_active: 0,
  },
] as const;

/** Partner companies; the CNPJ root (8 characters) gets branch 0001 and check digits. */
export const partnerClients = [
  { name: 'Banco Horizonte S.A.', root: null, email: 'integracao@bancohorizonte.com.br', phone: '1130405060' },
  { name: 'Cooperativa de Crédito Vale Verde', root: null, email: 'ti@valeverde.coop.br', phone: '4733221100' },
  {
    name: 'PagMais Instituição de Pagamento Ltda.',
    root: null,
    email: 'onboarding@pagmais.com.br',
    phone: '11940028922',
  },
  { name: 'Seguradora Atlântica S.A.', root: null, email: 'sinistros@atlantica.com.br', phone: '2125346000' },
  {
    name: 'Consignado Fácil Promotora Ltda.',
    root: null,
    email: 'suporte@consignadofacil.com.br',
    phone: '6132147788',
  },
  { name: 'Previdência Amparo', root: null, email: 'provadevida@amparo.org.br', phone: '8133029100' },
  { name: 'Conecta Telecom S.A.', root: null, email: 'antifraude@conectatelecom.com.br', phone: '3135081200' },
  // The 2026 alphanumeric CNPJ: letters in the root.
  { name: 'Nova Fintech Digital Ltda.', root: '7QK2M9LB', email: 'dev@novafintech.com.br', phone: '11935557070' },
] as const;

/** Relative size of each partner's customer base (people are spread by these weights). */
export const partnerWeights = [30, 18, 16, 10, 9, 7, 6, 4];

/** Device models as the apps report them, with the OS for log lines, weighted like the market. */
export const deviceModels = [
  { model: 'SM-A546E', os: 'Android 14', weight: 12 },
  { model: 'SM-A346M', os: 'Android 14', weight: 9 },
  { model: 'SM-A155M', os: 'Android 14', weight: 10 },
  { model: 'SM-A256E', os: 'Android 14', weight: 6 },
  { model: 'SM-S911B', os: 'Android 14', weight: 3 },
  { model: 'SM-A145M', os: 'Android 13', weight: 7 },
  { model: 'moto g84 5G', os: 'Android 14', weight: 8 },
  { model: 'moto g54 5G', os: 'Android 14', weight: 7 },
  { model: 'moto g34 5G', os: 'Android 14', weight: 6 },
  { model: 'motorola edge 40', os: 'Android 14', weight: 2 },
  { model: 'Redmi Note 13', os: 'Android 13', weight: 5 },
  { model: 'Redmi Note 12', os: 'Android 13', weight: 4 },
  { model: 'iPhone 11', os: 'iOS 17.6', weight: 4 },
  { model: 'iPhone 13', os: 'iOS 18.1', weight: 5 },
  { model: 'iPhone 14', os: 'iOS 18.1', weight: 3 },
  { model: 'iPhone 15', os: 'iOS 18.2', weight: 3 },
  { model: 'iPhone 15 Pro', os: 'iOS 18.2', weight: 2 },
  { model: 'iPhone 16', os: 'iOS 18.2', weight: 2 },
] as const;

export const deviceConfigs: Insertable<DeviceConfigsTable>[] = [
  {
    device_type: 'android',
    service_type: 'finger',
    device_models: ['SM-A546E', 'SM-A346M', 'SM-A256E', 'SM-S911B'],
    zoom: 2.0,
    fps: 30,
    exposure: -1,
    exposure_min: -4,
    exposure_max: 4,
    exposure_scale_zero_to_one: 0.45,
    show_button_info: 'true',
  },
  {
    device_type: 'android',
    service_type: 'finger',
    device_models: ['SM-A155M', 'SM-A145M'],
    zoom: 2.5,
    fps: 30,
    exposure: -0.5,
    exposure_min: -4,
    exposure_max: 4,
    exposure_scale_zero_to_one: 0.5,
    show_button_info: 'true',
  },
  {
    device_type: 'android',
    service_type: 'finger',
    device_models: ['moto g84 5G', 'moto g54 5G', 'moto g34 5G', 'motorola edge 40'],
    zoom: 2.2,
    fps: 30,
    exposure: 0,
    exposure_min: -3,
    exposure_max: 3,
    exposure_scale_zero_to_one: 0.5,
    show_button_info: 'false',
  },
  {
    device_type: 'android',
    service_type: 'finger',
    device_models: ['Redmi Note 13', 'Redmi Note 12'],
    zoom: 2.4,
    fps: 30,
    exposure: -0.7,
    exposure_min: -2,
    exposure_max: 2,
    exposure_scale_zero_to_one: 0.4,
    show_button_info: 'false',
  },
  {
    device_type: 'android',
    service_type: 'liveness',
    device_models: ['SM-A546E', 'SM-A346M', 'SM-A155M', 'SM-A256E', 'SM-S911B', 'SM-A145M'],
    zoom: 1.0,
    fps: 30,
    exposure: 0,
    exposure_min: -2,
    exposure_max: 2,
    exposure_scale_zero_to_one: 0.5,
    show_button_info: 'true',
  },
  {
    device_type: 'android',
    service_type: 'liveness',
    device_models: ['moto g84 5G', 'moto g54 5G', 'moto g34 5G', 'motorola edge 40', 'Redmi Note 13', 'Redmi Note 12'],
    zoom: 1.0,
    fps: 24,
    exposure: 0.3,
    exposure_min: -2,
    exposure_max: 2,
    exposure_scale_zero_to_one: 0.55,
    show_button_info: 'false',
  },
  {
    device_type: 'ios',
    service_type: 'finger',
    device_models: ['iPhone 11', 'iPhone 13', 'iPhone 14', 'iPhone 15', 'iPhone 16'],
    zoom: 2.0,
    fps: 30,
    exposure: -0.3,
    exposure_min: -8,
    exposure_max: 8,
    exposure_scale_zero_to_one: 0.48,
    show_button_info: 'true',
  },
  {
    device_type: 'ios',
    service_type: 'finger',
    device_models: ['iPhone 15 Pro', 'iPhone 15 Pro Max', 'iPhone 16 Pro'],
    zoom: 3.0,
    fps: 60,
    exposure: -0.5,
    exposure_min: -8,
    exposure_max: 8,
    exposure_scale_zero_to_one: 0.45,
    show_button_info: 'true',
  },
  {
    device_type: 'ios',
    service_type: 'liveness',
    device_models: ['iPhone 11', 'iPhone 13', 'iPhone 14', 'iPhone 15', 'iPhone 15 Pro', 'iPhone 16'],
    zoom: 1.0,
    fps: 30,
    exposure: 0,
    exposure_min: null,
    exposure_max: null,
    exposure_scale_zero_to_one: null,
    show_button_info: 'false',
  },
];

/** Parameter sets; the first becomes id 1 (the menu's 'Parametros' opens /param/form/1). */
export const paramSets: Insertable<ParamsTable>[] = [
  {
    mean_score: 0.62,
    std_score: 0.18,
    var_score: 0.032,
    mean_score_min: 0.35,
    std_score_min: 0.08,
    var_score_min: 0.006,
    mean_score_max: 0.88,
    std_score_max: 0.32,
    var_score_max: 0.1,
    mean_score_min_moto: 0.3,
    std_score_min_moto: 0.07,
    var_score_min_moto: 0.005,
    mean_score_max_moto: 0.85,
    std_score_max_moto: 0.3,
    var_score_max_moto: 0.09,
    max_autofocus_time: 3000,
    t1: 1.5,
    t2: 3,
    t3: 5,
    tol: 0.1,
  },
  {
    mean_score: 0.7,
    std_score: 0.15,
    var_score: 0.022,
    mean_score_min: 0.45,
    std_score_min: 0.1,
    var_score_min: 0.01,
    mean_score_max: 0.9,
    std_score_max: 0.28,
    var_score_max: 0.08,
    mean_score_min_moto: 0.4,
    std_score_min_moto: 0.09,
    var_score_min_moto: 0.008,
    mean_score_max_moto: 0.88,
    std_score_max_moto: 0.27,
    var_score_max_moto: 0.075,
    max_autofocus_time: 2500,
    t1: 1.2,
    t2: 2.5,
    t3: 4,
    tol: 0.05,
  },
  {
    mean_score: 0.55,
    std_score: 0.2,
    var_score: 0.04,
    mean_score_min: 0.3,
    std_score_min: 0.06,
    var_score_min: 0.004,
    mean_score_max: 0.85,
    std_score_max: 0.35,
    var_score_max: 0.12,
    mean_score_min_moto: 0.28,
    std_score_min_moto: 0.05,
    var_score_min_moto: 0.004,
    mean_score_max_moto: 0.82,
    std_score_max_moto: 0.34,
    var_score_max_moto: 0.11,
    max_autofocus_time: 4000,
    t1: 2,
    t2: 4,
    t3: 6,
    tol: 0.15,
  },
];

/** The capture apps' error catalogue. */
export const errorMessages: [code: string, message: string][] = [
  ['E001', 'Rosto não detectado. Posicione o rosto dentro da moldura.'],
  ['E002', 'Iluminação insuficiente. Procure um local mais iluminado.'],
  ['E003', 'Imagem desfocada. Mantenha o aparelho parado durante a captura.'],
  ['E004', 'Movimento excessivo detectado. Mantenha o rosto imóvel.'],
  ['E005', 'Mais de um rosto detectado. Apenas o titular deve aparecer na imagem.'],
  ['E006', 'Prova de vida não confirmada. Tente novamente.'],
  ['E007', 'Batimentos cardíacos fora da faixa esperada. Refaça a captura.'],
  ['E008', 'Tempo de captura excedido. Tente novamente.'],
  ['E009', 'Câmera indisponível. Verifique as permissões do aplicativo.'],
  ['E010', 'Dedo não detectado. Posicione os dedos sobre a área indicada.'],
  ['E011', 'Qualidade da digital abaixo do mínimo exigido.'],
  ['E012', 'Digital com baixo contraste. Limpe a lente da câmera e tente novamente.'],
  ['E013', 'Foco automático não concluído dentro do tempo limite.'],
  ['E014', 'Dispositivo não homologado para captura biométrica.'],
  ['E015', 'Reflexo excessivo na imagem. Evite luz direta sobre a câmera.'],
  ['E016', 'CPF inválido.'],
  ['E017', 'CPF não encontrado na base do SERPRO.'],
  ['E018', 'Biometria divergente da base do SERPRO.'],
  ['E019', 'Serviço SERPRO indisponível no momento. Tente mais tarde.'],
  ['E020', 'Vídeo corrompido ou em formato não suportado.'],
  ['E021', 'Limite de tentativas excedido. Aguarde alguns minutos.'],
  ['E022', 'Parceiro sem contrato ativo para este serviço.'],
];

/** Volume tiers of the price list; null is the top tier ('Acima de 500.000'). */
export const priceTiers = [1_000, 10_000, 50_000, 100_000, 500_000, null] as const;

/** Price per transaction (BRL) by service, one value per tier of `priceTiers`. */
export const priceTable: [service: string, prices: number[]][] = [
  ['Biometria', [1.9, 1.6, 1.35, 1.1, 0.9, 0.75]],
  ['Prova de Vida', [1.2, 0.99, 0.85, 0.7, 0.58, 0.45]],
  ['Consulta SERPRO', [0.95, 0.85, 0.75, 0.68, 0.6, 0.52]],
];

/** pt-BR finger names, right hand then left. */
export const fingerNames = [
  'Polegar direito',
  'Indicador direito',
  'Médio direito',
  'Anelar direito',
  'Mínimo direito',
  'Polegar esquerdo',
  'Indicador esquerdo',
  'Médio esquerdo',
  'Anelar esquerdo',
  'Mínimo esquerdo',
];

/** Mobile area codes (DDD) of the largest Brazilian cities. */
export const areaCodes = [
  '11',
  '11',
  '11',
  '21',
  '21',
  '31',
  '41',
  '51',
  '61',
  '71',
  '81',
  '85',
  '19',
  '27',
  '48',
  '62',
  '92',
  '91',
  '98',
  '84',
];

export const emailProviders = [
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'hotmail.com',
  'outlook.com',
  'yahoo.com.br',
  'uol.com.br',
  'bol.com.br',
  'icloud.com',
];

/** `items` repeated by `weight`, so a uniform pick over the result follows the weights. */
export function weighted<T>(items: readonly T[], weightOf: (item: T, index: number) => number): T[] {
  return items.flatMap((item, i) => Array.from({ length: weightOf(item, i) }, () => item));
}
