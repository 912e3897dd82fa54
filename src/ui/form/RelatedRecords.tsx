import { Box, Heading, HStack, Link, Skeleton, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import descriptors from 'virtual:descriptors';
import type { ClientDescriptor } from '../../core/descriptors/Descriptor.js';
import { relatedCountText, relatedLinks } from '../../core/related/relatedLinks.js';
import { useRelatedCounts } from '../../hooks/related/useRelatedCounts.js';

/** The panel's texts. */
const RELATED_TEXTS = {
  title: 'Registros ligados',
  failed: 'Não foi possível contar os registros ligados.',
} as const;

/**
 * 'Registros ligados' on an existing record's form (descriptors with `related`): one count per
 * related entity the role may read ('Fingerprints 3'), each a link to that entity's list
 * filtered on this record (`/fingerprint?person_id=12`: the record's id, never its CPF). The
 * counts come from one request (useRelatedCounts) and are the lists' own totals.
 */
export function RelatedRecords({
  descriptor: d,
  record,
}: {
  descriptor: ClientDescriptor;
  record: Record<string, unknown>;
}) {
  const id = record.id as number | string | undefined;
  const { counts, error, loading, unavailable } = useRelatedCounts(id);
  if (unavailable) return null;
  const links = counts ? relatedLinks(d, record, counts, descriptors) : [];
  if (!loading && !error && links.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={`${d.key}-related-title`} mb="5">
      <Heading as="h2" id={`${d.key}-related-title`} textStyle="sm" fontWeight="semibold" mb="2">
        {RELATED_TEXTS.title}
      </Heading>
      {loading ? (
        <Skeleton height="8" maxW="md" />
      ) : error ? (
        <Text textStyle="sm" color="fg.error" role="alert">
          {RELATED_TEXTS.failed}
        </Text>
      ) : (
        <Wrap gap="2" as="ul" listStyleType="none">
          {links.map((l) => (
            <li key={l.entity}>
              <Link
                asChild
                variant="plain"
                borderWidth="1px"
                borderRadius="l2"
                px="3"
                py="1.5"
                textStyle="sm"
                _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
              >
                <RouterLink to={l.to}>
                  <HStack gap="2">
                    <Text as="span">{l.label}</Text>{' '}
                    <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                      {relatedCountText(l)}
                    </Text>
                  </HStack>
                </RouterLink>
              </Link>
            </li>
          ))}
        </Wrap>
      )}
    </Box>
  );
}
