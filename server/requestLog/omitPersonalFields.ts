/** What a personal field's value becomes in a stored answer. */
export const OMITTED = '[omitido]';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers with people's personal data (person, fingerprint, liveness and capture-log
     * routes): its stored answer keeps no personal field (omitPersonalFields).
     */
    personalAnswer?: boolean;
  }
}

/** A JSON key naming personal data or a stored file: CPF, name, e-mail, phone, file paths. */
const personalKey = '"[^"]{0,40}?(?:cpf|name|nome|email|phone|telefone|arquivo|path|video|imag)[^"]{0,40}"';
/** A personal key with a string (or array of strings) value, and one whose value the cap cut off. */
const personalPair = new RegExp(
  `(${personalKey}\\s*:\\s*)(?:"(?:[^"\\\\]|\\\\.)*"|\\[(?:\\s*"(?:[^"\\\\]|\\\\.)*"\\s*,?)*\\])`,
  'gi',
);
const personalPairCut = new RegExp(`(${personalKey}\\s*:\\s*)(?:"(?:[^"\\\\]|\\\\.)*|\\[[^\\]]*)$`, 'i');

/**
 * The kept head of an answer (already capped: never the whole answer) with the value of every
 * personal key replaced by OMITTED, at any depth, a value cut off by the cap included. Only
 * string and string-array values (CPFs, names, e-mails, phones and paths are strings).
 *
 * @example omitPersonalFields('{"data":{"id":1,"name":"Ana","cpf":"49858782004","clientId":3}}')
 * // '{"data":{"id":1,"name":"[omitido]","cpf":"[omitido]","clientId":3}}'
 */
export function omitPersonalFields(text: string): string {
  return text.replace(personalPair, `$1"${OMITTED}"`).replace(personalPairCut, `$1"${OMITTED}"`);
}
