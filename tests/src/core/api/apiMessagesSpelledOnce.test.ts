import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { apiMessages } from '../../../../src/core/api/apiMessages.js';

const root = join(import.meta.dirname, '../../../..');
const CATALOGUE = 'src/core/api/apiMessages.ts';

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

const entries = Object.entries(apiMessages).map(([key, entry]) => [key, telltales(entry)] as const);

/** The keys of the catalogue messages a source spells. */
function keysSpelledIn(path: string, source: string): string[] {
  const texts = literalTexts(path, source);
  return entries
    .filter(([, { whole, pieces }]) => texts.some((text) => text === whole || pieces.some((p) => text.includes(p))))
    .map(([key]) => key);
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

/** `file → keys` of every catalogue message spelled outside the catalogue. */
function spellingsElsewhere(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const path of [...sources('server'), ...sources('src')]) {
    if (path === CATALOGUE) continue;
    const keys = keysSpelledIn(path, readFileSync(join(root, path), 'utf8'));
    if (keys.length) found[path] = keys;
  }
  return found;
}

describe('every API message is spelled once, in src/core/api/apiMessages.ts', () => {
  const found = spellingsElsewhere();

  it('no source file under server/ or src/ spells a catalogue message again', () => {
    const unexpected = Object.fromEntries(
      Object.entries(found)
        .map(([path, keys]) => [path, keys.filter((key) => !PENDING[path]?.includes(key))] as const)
        .filter(([, keys]) => keys.length),
    );
    expect(unexpected).toEqual({});
  });

  it('the server answers with catalogue entries, never a message written in place', () => {
    const inPlace = sources('server').flatMap((path) =>
      messagesWrittenInPlace(path, readFileSync(join(root, path), 'utf8')),
    );
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
      'authError',
      'bodyTooLarge',
      'deletedMany',
      'recordNotFound',
    ]);
    expect(keysSpelledIn('probe.ts', `const x = 'CPF inválido.';`)).toEqual([]);
  });
});
