import type { ReactNode } from 'react';

/**
 * Stands in for `markdown-to-jsx/react` (~86 KB minified, 31 KiB gzip of the form chunk) for
 * @rjsf/core (rjsfStandIns.ts). RJSF renders Markdown only for descriptions and help that opt in
 * with `enableMarkdownInDescription` / `enableMarkdownInHelp`, which the console never sets (our
 * FieldTemplate prints the plain description), and for its own developer error messages
 * (unsupported field, invalid object field, file widget), which this shows as plain text.
 */
export function Markdown({ children }: { children?: ReactNode }): ReactNode {
  return children;
}
