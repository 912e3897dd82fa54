import * as apiMessages from '../../src/core/api/apiMessages.js';

/**
 * The failed answers of the seeded request log: status, response body and the `errors` JSON.
 * The 4xx come first, then the 5xx (seedRequestLogs draws each group by its index range).
 */
export const requestFailures: [status: number, response: string, errors: string][] = [
  [
    400,
    `{"message":${JSON.stringify(apiMessages.formInvalid)},"errors":{"cpf":"CPF inválido"}}`,
    '{"cpf":"CPF inválido"}',
  ],
  [401, `{"code":98,"message":${JSON.stringify(apiMessages.expiredToken)}}`, '{"code":98,"message":"Token expirado"}'],
  [
    401,
    `{"code":99,"message":${JSON.stringify(apiMessages.missingToken)}}`,
    '{"code":99,"message":"Token ausente ou malformado"}',
  ],
  [403, '{"message":"Parceiro sem contrato ativo para este serviço."}', '{"code":"E022"}'],
  [
    404,
    JSON.stringify({ message: apiMessages.recordNotFound }),
    JSON.stringify({ message: apiMessages.recordNotFound }),
  ],
  [
    409,
    '{"message":"O registro foi alterado por outra pessoa. Recarregue e tente novamente."}',
    '{"version":"desatualizada"}',
  ],
  [
    422,
    '{"message":"Qualidade da digital abaixo do mínimo exigido.","code":"E011"}',
    '{"code":"E011","meanScore":0.21}',
  ],
  [
    422,
    '{"message":"Prova de vida não confirmada. Tente novamente.","code":"E006"}',
    '{"code":"E006","relation":0.41}',
  ],
  [
    500,
    '{"message":"Erro interno. Tente novamente mais tarde."}',
    '{"type":"Error","message":"falha ao gravar arquivo no armazenamento"}',
  ],
  [
    502,
    '{"message":"Serviço SERPRO indisponível no momento. Tente mais tarde."}',
    '{"code":"E019","upstream":"serpro","status":502}',
  ],
  [503, '{"message":"Serviço temporariamente indisponível."}', '{"type":"ServiceUnavailable"}'],
  [504, '{"message":"Tempo de resposta do SERPRO excedido."}', '{"code":"E019","upstream":"serpro","timeoutMs":30000}'],
];
