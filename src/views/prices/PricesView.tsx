import { Alert, Box, Button, Skeleton, Table, Text } from '@chakra-ui/react';
import { RotateCw } from 'lucide-react';
import { HttpError } from '../../core/api/HttpError.js';
import { PRICE_PAGE_SIZES } from '../../core/prices/pricesQuery.js';
import * as consoleMessages from '../../core/api/consoleMessages.js';
import { usePriceList } from '../../hooks/prices/usePriceList.js';
import type { ViewProps } from '../ViewProps.js';
import { PageTitle } from '../../ui/layout/PageTitle.js';
import { Pagination } from '../../ui/list/Pagination.js';

export const NO_PRICES_MESSAGE = 'Nenhum registro encontrado';
const SKELETON_ROWS = 3;

/**
 * 'Lista de Preços' (spec 2.12): one row per service, one column per volume tier ('Até 1.000' …
 * 'Acima de 500.000'), prices in BRL; '—' where a service has no price for a tier. Paged like the
 * other lists (10 per page by default), page and size in the address.
 */
export default function PricesView({ route }: ViewProps) {
  const list = usePriceList();
  const { tiers, rows } = list.table;
  const columnCount = tiers.length + 1;
  return (
    <>
      <PageTitle title={route.title} {...(route.breadcrumb && { breadcrumb: route.breadcrumb })} />
      {list.error ? (
        <Alert.Root status="error" role="alert" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{consoleMessages.fetchDataFailed}</Alert.Title>
            {list.error instanceof HttpError && list.error.message !== consoleMessages.fetchDataFailed && (
              <Alert.Description>{list.error.message}</Alert.Description>
            )}
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void list.reload()}>
            <RotateCw /> Tentar novamente
          </Button>
        </Alert.Root>
      ) : (
        <>
          <Box bg="bg.panel" borderWidth="1px" rounded="lg" overflowX="auto" aria-busy={list.loading}>
            <Table.Root size="sm" aria-label={route.title}>
              <Table.Header>
                <Table.Row bg="bg.muted">
                  <Table.ColumnHeader scope="col" whiteSpace="nowrap">
                    Serviço
                  </Table.ColumnHeader>
                  {tiers.map((tier) => (
                    <Table.ColumnHeader key={tier.key} scope="col" textAlign="end" whiteSpace="nowrap">
                      {tier.label}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row) => (
                  <Table.Row key={row.service}>
                    <Table.Cell as="th" scope="row" fontWeight="medium" whiteSpace="nowrap">
                      {row.service}
                    </Table.Cell>
                    {row.prices.map((price, i) => (
                      <Table.Cell
                        key={tiers[i]!.key}
                        textAlign="end"
                        whiteSpace="nowrap"
                        fontVariantNumeric="tabular-nums"
                        color={price === '—' ? 'fg.subtle' : undefined}
                      >
                        {price}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
                {!rows.length &&
                  (list.loading ? (
                    Array.from({ length: SKELETON_ROWS }, (_, i) => (
                      <Table.Row key={i}>
                        <Table.Cell colSpan={columnCount}>
                          <Skeleton h="5" />
                        </Table.Cell>
                      </Table.Row>
                    ))
                  ) : (
                    <Table.Row>
                      <Table.Cell colSpan={columnCount} py="10" textAlign="center">
                        <Text color="fg.muted">{NO_PRICES_MESSAGE}</Text>
                      </Table.Cell>
                    </Table.Row>
                  ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Pagination
            page={list.paging.page}
            pages={list.pages}
            perPage={list.paging.perPage}
            sizes={PRICE_PAGE_SIZES}
            total={list.total}
            totalCapped={false}
            rowsOnPage={rows.length}
            onPage={list.setPage}
            onPerPage={list.setPerPage}
          />
        </>
      )}
    </>
  );
}
