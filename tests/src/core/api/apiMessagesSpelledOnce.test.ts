import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as apiMessages from '../../../../src/core/api/apiMessages.js';
import * as consoleMessages from '../../../../src/core/api/consoleMessages.js';

const root = join(import.meta.dirname, '../../../..');

/** The catalogues: what the API sends, and the console's own words (file → its messages). */
const CATALOGUES = {
  apiMessages: { path: 'src/core/api/apiMessages.ts', messages: apiMessages },
  consoleMessages: { path: 'src/core/api/consoleMessages.ts', messages: consoleMessages },
} as const;

/**
 * Spellings still waiting for their owner to read them from the catalogue (file → keys). The test
 * fails when one of them is gone too, so this list can only shrink; empty it, never grow it.
 */
const PENDING: Record<string, string[]> = {};

/** Files that still write an answer's message in place (their owner moves it to the catalogue). */
const PENDING_IN_PLACE: string[] = [];

/** Every .ts/.tsx file under server/ and src/, as paths relative to the repository. */
function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The texts of a source's string literals, template parts and JSX texts (comments left out). */
function literalTexts(path: string, source: string): string[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
  const texts: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) texts.push(node.text);
    else if (ts.isJsxText(node) && node.text.trim()) texts.push(node.text.trim());
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

const SENTINEL = '\u0001';

/**
 * What gives a message away in another file's literal: a whole message, or for a parameterised
 * one its fixed pieces of 12 characters or more.
 */
function telltales(entry: string | ((...args: never[]) => string)): { whole?: string; pieces: string[] } {
  if (typeof entry === 'string') return { whole: entry, pieces: entry.length >= 20 ? [entry] : [] };
  const args = Array.from({ length: entry.length }, () => SENTINEL);
  const text = (entry as (...a: string[]) => string)(...args);
  return { pieces: text.split(SENTINEL).filter((piece) => piece.trim().length >= 12) };
}

/** Every catalogue message as `catalogue.key`, with the file that spells it and its telltales. */
const entries = Object.entries(CATALOGUES).flatMap(([name, { path, messages }]) =>
  Object.entries(messages).map(([key, entry]) => ({ key: `${name}.${key}`, home: path, ...telltales(entry) })),
);

/** The keys (`catalogue.key`) of the catalogue messages a source spells, its own catalogue's left out. */
function keysSpelledIn(path: string, source: string): string[] {
  const texts = literalTexts(path, source);
  return entries
    .filter(({ home }) => home !== path)
    .filter(({ whole, pieces }) => texts.some((text) => text === whole || pieces.some((p) => text.includes(p))))
    .map(({ key }) => key);
}

/**
 * What reads as a message: a literal of 12 characters or more, with a space, that ends as a
 * sentence does ('.', '!', '?') or starts as a failure's fallback does ('Erro ao …', spec 8).
 */
function looksLikeMessage(text: string): boolean {
  const t = text.trim();
  return t.length >= 12 && /\s/.test(t) && (/[.!?]$/.test(t) || t.startsWith('Erro ao '));
}

/**
 * Message-like literals written more than once, in one file or in several (text → where), so that
 * a message that is in no catalogue yet is still spelled only once.
 */
function repeatedMessages(files: { path: string; source: string }[]): Record<string, string[]> {
  const where = new Map<string, string[]>();
  for (const { path, source } of files) {
    const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      const text =
        ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)
          ? node.text
          : ts.isJsxText(node)
            ? node.text
            : undefined;
      if (text !== undefined && looksLikeMessage(text)) {
        const at = `${path}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        where.set(text.trim(), [...(where.get(text.trim()) ?? []), at]);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return Object.fromEntries([...where].filter(([, at]) => at.length > 1));
}

/**
 * Messages written in place where the API answers: `new HttpError(status, '…')` or
 * `.send({ message: '…' })` with a literal (or template) instead of a catalogue entry.
 */
function messagesWrittenInPlace(path: string, source: string): string[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
  const isText = (node: ts.Node | undefined) =>
    !!node && (ts.isStringLiteralLike(node) || ts.isTemplateExpression(node));
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const inHttpError =
      ts.isNewExpression(node) && node.expression.getText(file) === 'HttpError' && isText(node.arguments?.[1]);
    const inSend =
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'send' &&
      node.arguments.some(
        (arg) =>
          ts.isObjectLiteralExpression(arg) &&
          arg.properties.some(
            (p) => ts.isPropertyAssignment(p) && p.name.getText(file) === 'message' && isText(p.initializer),
          ),
      );
    if (inHttpError || inSend) found.push(`${path}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const files = [...sources('server'), ...sources('src')].map((path) => ({
  path,
  source: readFileSync(join(root, path), 'utf8'),
}));

/** `file → keys` of every catalogue message spelled outside its catalogue (the other catalogue included). */
function spellingsElsewhere(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const { path, source } of files) {
    const keys = keysSpelledIn(path, source);
    if (keys.length) found[path] = keys;
  }
  return found;
}

describe('every message is spelled once: in src/core/api/apiMessages.ts, consoleMessages.ts, or one place', () => {
  const found = spellingsElsewhere();

  it('no source file under server/ or src/ spells a catalogue message again, nor one catalogue the other', () => {
    const unexpected = Object.fromEntries(
      Object.entries(found)
        .map(([path, keys]) => [path, keys.filter((key) => !PENDING[path]?.includes(key))] as const)
        .filter(([, keys]) => keys.length),
    );
    expect(unexpected).toEqual({});
  });

  it('the server answers with catalogue entries, never a message written in place', () => {
    const inPlace = files
      .filter(({ path }) => path.startsWith('server/'))
      .flatMap(({ path, source }) => messagesWrittenInPlace(path, source));
    const fileOf = (at: string) => at.replace(/:\d+$/, '');
    expect(inPlace.filter((at) => !PENDING_IN_PLACE.includes(fileOf(at)))).toEqual([]);
    expect(PENDING_IN_PLACE.filter((path) => !inPlace.some((at) => fileOf(at) === path))).toEqual([]);
    expect(
      messagesWrittenInPlace('probe.ts', "throw new HttpError(404, 'x'); reply.send({ message: `y` });"),
    ).toHaveLength(2);
    expect(messagesWrittenInPlace('probe.ts', 'throw new HttpError(404, apiMessages.recordNotFound);')).toEqual([]);
  });

  it('the pending list names only spellings that are still there', () => {
    const stale = Object.entries(PENDING).flatMap(([path, keys]) =>
      keys.filter((key) => !found[path]?.includes(key)).map((key) => `${path}: ${key}`),
    );
    expect(stale).toEqual([]);
  });

  it('catches a second spelling in a literal, a template, JSX or a parameterised piece, not in a comment', () => {
    const probe = [
      `const a = "${apiMessages.recordNotFound}";`,
      `const b = \`${apiMessages.bodyTooLarge} (\${limit})\`;`,
      `const c = <p>${apiMessages.authError}</p>;`,
      `const d = \`\${n} registro(s) excluído(s) com sucesso!\`;`,
      `// ${apiMessages.userBlocked}`,
    ].join('\n');
    expect(keysSpelledIn('probe.tsx', probe).sort()).toEqual([
      'apiMessages.authError',
      'apiMessages.bodyTooLarge',
      'apiMessages.deletedMany',
      'apiMessages.recordNotFound',
    ]);
    expect(keysSpelledIn('probe.ts', `const x = 'CPF inválido.';`)).toEqual([]);
    expect(keysSpelledIn('probe.ts', `confirm(\`Tem certeza que deseja excluir \${n} registro(s)?\`);`)).toEqual([
      'consoleMessages.confirmDeleteMany',
    ]);
  });

  it('catches a message spelled in both catalogues, whichever file spells it', () => {
    const probe = `export const consoleMessages = { x: '${apiMessages.recordNotFound}' };`;
    expect(keysSpelledIn(CATALOGUES.consoleMessages.path, probe)).toEqual(['apiMessages.recordNotFound']);
    expect(keysSpelledIn(CATALOGUES.apiMessages.path, `const x = '${consoleMessages.loginFailed}';`)).toEqual([
      'consoleMessages.loginFailed',
    ]);
  });

  it('no message-like literal out of the catalogues is written twice under server/ or src/', () => {
    // A catalogued text is the first test's business (with its pending list).
    const catalogued = new Set(entries.map(({ whole }) => whole));
    const repeated = Object.entries(repeatedMessages(files)).filter(([text]) => !catalogued.has(text));
    expect(Object.fromEntries(repeated)).toEqual({});
  });

  it('finds a repeated message-like literal in one file or two, and leaves other literals alone', () => {
    const a = `throw new Error('O TIFF não contém imagem.'); const t = \`Erro ao buscar dados\`;`;
    const b = `const m = <p>O TIFF não contém imagem.</p>; const again = 'Erro ao buscar dados';`;
    const c = `import x from './some/long/path.js'; const k = 'sem espaço.'.length; const y = 'Tudo certo';`;
    expect(
      repeatedMessages([
        { path: 'a.ts', source: a },
        { path: 'b.tsx', source: b },
        { path: 'c.ts', source: c + c },
      ]),
    ).toEqual({
      'O TIFF não contém imagem.': ['a.ts:1', 'b.tsx:1'],
      'Erro ao buscar dados': ['a.ts:1', 'b.tsx:1'],
    });
  });
});
