interface Member {
  key: string;
  keyStart: number;
  valueStart: number;
  valueEnd: number;
}

const skipSpace = (text: string, i: number) => {
  while (/\s/.test(text[i] ?? '')) i++;
  return i;
};

/** Index just past the JSON string whose opening quote is at `i`. */
function stringEnd(text: string, i: number): number {
  for (let j = i + 1; j < text.length; j++) {
    if (text[j] === '\\') j++;
    else if (text[j] === '"') return j + 1;
  }
  throw new Error('texto JSON sem fim de string');
}

/** Index just past the JSON value that starts at `i` (the text is valid JSON: it was parsed first). */
function valueEnd(text: string, i: number): number {
  if (text[i] === '"') return stringEnd(text, i);
  if (text[i] !== '{' && text[i] !== '[') {
    let j = i;
    while (j < text.length && !/[\s,\]}]/.test(text[j]!)) j++;
    return j;
  }
  let depth = 0;
  for (let j = i; j < text.length; j++) {
    const c = text[j];
    if (c === '"') j = stringEnd(text, j) - 1;
    else if (c === '{' || c === '[') depth++;
    else if ((c === '}' || c === ']') && --depth === 0) return j + 1;
  }
  throw new Error('texto JSON sem fim de objeto');
}

/** The members of the object whose `{` is at `open`. */
function membersOf(text: string, open: number): Member[] {
  const out: Member[] = [];
  let i = skipSpace(text, open + 1);
  while (text[i] === '"') {
    const keyEnd = stringEnd(text, i);
    const valueStart = skipSpace(text, skipSpace(text, keyEnd) + 1);
    const end = valueEnd(text, valueStart);
    out.push({ key: JSON.parse(text.slice(i, keyEnd)) as string, keyStart: i, valueStart, valueEnd: end });
    i = skipSpace(text, end);
    if (text[i] === ',') i = skipSpace(text, i + 1);
  }
  return out;
}

/**
 * A descriptor's text with `server.promoted` set to `fields`, everything else exactly as written
 * (the administrator's formatting and key order): the value replaced where it exists, else a
 * member added after the server part's last one, on its own line with the same indentation.
 *
 * @example setPromotedFields('{ "server": { "orderBy": "name asc" } }', ['name'])
 * // '{ "server": { "orderBy": "name asc", "promoted": ["name"] } }'
 */
export function setPromotedFields(text: string, fields: readonly string[]): string {
  const value = `[${fields.map((f) => JSON.stringify(f)).join(', ')}]`;
  const server = membersOf(text, text.indexOf('{')).find((m) => m.key === 'server');
  if (!server || text[server.valueStart] !== '{') throw new Error('o descritor não tem parte "server"');
  const members = membersOf(text, server.valueStart);
  const promoted = members.find((m) => m.key === 'promoted');
  if (promoted) return text.slice(0, promoted.valueStart) + value + text.slice(promoted.valueEnd);
  const last = members.at(-1);
  if (!last) return `${text.slice(0, server.valueStart)}{ "promoted": ${value} }${text.slice(server.valueEnd)}`;
  const lineStart = text.lastIndexOf('\n', last.keyStart) + 1;
  const indent = text.slice(lineStart, last.keyStart);
  const separator = /^\s*$/.test(indent) && lineStart > 0 ? `,\n${indent}` : ', ';
  return `${text.slice(0, last.valueEnd)}${separator}"promoted": ${value}${text.slice(last.valueEnd)}`;
}
