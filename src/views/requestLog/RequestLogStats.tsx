import { Box, SimpleGrid, Skeleton, Stat } from '@chakra-ui/react';
import { formatCount } from '../../core/format/formatCount.js';
import type { RequestLogStatKey } from '../../core/requestLog/requestLogStats.js';
import { useRequestLogStats } from '../../hooks/requestLog/useRequestLogStats.js';
import { statusPalette } from '../../ui/list/cells/FormattedCell.js';
import * as consoleMessages from '../../core/api/consoleMessages.js';

/** The cards, coloured as the status badges (spec 9: 2xx success, 4xx warning, 5xx danger). */
const CARDS: readonly { key: RequestLogStatKey; label: string; palette: string }[] = [
  { key: 'total', label: 'Total', palette: 'brand' },
  { key: 'success', label: 'Sucesso (2xx)', palette: statusPalette(200) },
  { key: 'client_error', label: 'Erros do cliente (4xx)', palette: statusPalette(400) },
  { key: 'server_error', label: 'Erros do servidor (5xx)', palette: statusPalette(500) },
];

export interface RequestLogStatsProps {
  /** The list's endpoint: the counts are its stats route's (schemas/api/endpoints.json). */
  endpoint: string;
  /** The list's filters in force: the cards count what the list shows, over every page. */
  filters: Record<string, string>;
}

/** Request counts for the list's filters: total, 2xx, 4xx, 5xx ('mais de 10.000' past the cap). */
export function RequestLogStats({ endpoint, filters }: RequestLogStatsProps) {
  const { stats, loading, failed } = useRequestLogStats(endpoint, filters);
  const firstLoad = loading && !stats;
  return (
    <SimpleGrid
      as="section"
      aria-label="Resumo das requisições"
      aria-busy={firstLoad}
      columns={{ base: 2, lg: 4 }}
      gap="3"
      mb="4"
    >
      {CARDS.map(({ key, label, palette }) => (
        <Box
          key={key}
          colorPalette={palette}
          bg="bg.panel"
          borderWidth="1px"
          borderLeftWidth="4px"
          borderLeftColor="colorPalette.solid"
          rounded="lg"
          px="4"
          py="3"
        >
          <Stat.Root>
            <Stat.Label>{label}</Stat.Label>
            {/* The skeleton inside the <dd> (a <dl> holds only <dt>/<dd>); same height loading or
                not: the table below never jumps. */}
            <Stat.ValueText
              color="colorPalette.fg"
              fontVariantNumeric="tabular-nums"
              data-testid={`stat-${key}`}
              title={failed ? consoleMessages.fetchDataFailed : undefined}
            >
              <Skeleton loading={firstLoad} minH="8" minW="16">
                {stats ? formatCount(stats.counts[key], stats.capped[key]) : failed ? '—' : '\u00a0'}
              </Skeleton>
            </Stat.ValueText>
          </Stat.Root>
        </Box>
      ))}
    </SimpleGrid>
  );
}
