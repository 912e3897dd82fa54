/**
 * A descriptor file that is wrong. The message names the file, the JSON path and the reason, in
 * pt-BR, because administrators edit these files by hand:
 * `schemas/user.json: /fields/phone/mask: deve ser um destes valores: cpf, cnpj, phone`.
 */
export class DescriptorError extends Error {
  constructor(
    readonly file: string,
    readonly path: string,
    readonly reason: string,
  ) {
    super(`${file}: ${path || '/'}: ${reason}`);
    this.name = 'DescriptorError';
  }
}
