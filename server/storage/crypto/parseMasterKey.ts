/**
 * A 32-byte master key from its text: 64 hexadecimal digits, or base64 / base64url of 32 bytes
 * (`openssl rand -base64 32`). Throws a pt-BR message naming `variable` for anything else,
 * without echoing the value (it is a secret).
 *
 * @example parseMasterKey('STORAGE_MASTER_KEY', 'q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq80=').length // 32
 */
export function parseMasterKey(variable: string, text: string): Buffer {
  const value = text.trim();
  let key: Buffer | undefined;
  if (/^[0-9a-fA-F]{64}$/.test(value)) key = Buffer.from(value, 'hex');
  else if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value))
    key = Buffer.from(value, value.includes('-') || value.includes('_') ? 'base64url' : 'base64');
  if (!key || key.length !== 32) {
    throw new Error(
      `${variable} inválida: use uma chave de 32 bytes em base64 (44 caracteres) ou hexadecimal (64 dígitos), ` +
        'por exemplo gerada com `openssl rand -base64 32`.',
    );
  }
  return key;
}
