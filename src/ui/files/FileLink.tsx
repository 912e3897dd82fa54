import { Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { classifyFileValue, fileHref, fileName } from '../../core/files/storedFileUrl.js';
import { useFileTicket } from '../../hooks/files/useFileTicket.js';

export interface FileLinkProps {
  /** A stored-file path or an http(s) address, from a log row. */
  value: unknown;
  /** The link's text; by default the file's last path segment (spec 2.6). */
  children?: ReactNode;
}

/**
 * A link to a log's file, opening in a new tab: a stored path through `/files/...?ticket=T`, an
 * http(s) address as it is. Anything else (another scheme, '..', backslashes) stays plain text,
 * and so does a stored path until the file ticket is at hand.
 */
export function FileLink({ value, children }: FileLinkProps) {
  const stored = classifyFileValue(value)?.kind === 'stored';
  const { ticket, apiBase } = useFileTicket({ enabled: stored });
  const name = fileName(value);
  const text = children ?? name;
  const href = fileHref(value, { apiBase, ticket });
  if (!href) {
    return (
      <Text as="span" color="fg.muted" title={name}>
        {text}
      </Text>
    );
  }
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" title={name} colorPalette="brand" color="colorPalette.fg" variant="underline" whiteSpace="nowrap">
      {text}
    </Link>
  );
}
