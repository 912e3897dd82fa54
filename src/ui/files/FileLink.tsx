import { Link, Text } from '@chakra-ui/react';
import type { MouseEvent, ReactNode } from 'react';
import * as consoleMessages from '../../core/api/consoleMessages.js';
import { classifyFileValue, fileHref, fileName } from '../../core/files/storedFileUrl.js';
import { useUiFeedback } from '../../hooks/feedback/useUiFeedback.js';
import { openInNewTab } from '../../hooks/files/openInNewTab.js';
import { useFileTicket } from '../../hooks/files/useFileTicket.js';

export interface FileLinkProps {
  /** A stored-file path or an http(s) address, from a log row. */
  value: unknown;
  /** The link's text; by default the file's last path segment (spec 2.6). */
  children?: ReactNode;
}

/**
 * A link to a log's file, opening in a new tab. A stored path links to `/files/<path>` with no
 * ticket in the page: a click (or a middle click) asks for a ticket bound to that path, good
 * for 60 s, and opens `/files/<path>?ticket=T` in a new tab at once — so a list asks for no
 * ticket until a file is opened, and a copied link carries no credential (opened elsewhere, it
 * asks for sign-in: 401). An http(s) address is a plain link; anything else (another scheme,
 * '..', backslashes) stays plain text.
 */
export function FileLink({ value, children }: FileLinkProps) {
  const ref = classifyFileValue(value);
  const { apiBase, ensureTicket } = useFileTicket();
  const { showError } = useUiFeedback();
  const name = fileName(value);
  const text = children ?? name;
  const href = fileHref(value, { apiBase });
  if (!ref || !href) {
    return (
      <Text as="span" color="fg.muted" title={name}>
        {text}
      </Text>
    );
  }
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (ref.kind !== 'stored' || event.button > 1) return;
    event.preventDefault();
    const path = ref.path;
    openInNewTab(
      ensureTicket(path, consoleMessages.openFileFailed).then((ticket) => fileHref(path, { apiBase, ticket })!),
    ).catch((error: unknown) => showError(error, consoleMessages.openFileFailed));
  };
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      title={name}
      colorPalette="brand"
      color="colorPalette.fg"
      variant="underline"
      whiteSpace="nowrap"
      onClick={open}
      onAuxClick={open}
    >
      {text}
    </Link>
  );
}
