import descriptors from 'virtual:descriptors';
import type { ViewProps } from '../ViewProps.js';
import { useListController } from '../../hooks/list/useListController.js';
import { ListView } from '../../ui/list/ListView.js';
import { RequestLogDetails } from './RequestLogDetails.js';
import { RequestLogStats } from './RequestLogStats.js';

/**
 * 'Logs de Requisições' (spec 2.6): the generic list engine (columns, filters, paging from
 * schemas/request-log.json) with the stat cards above the table and the request's details in
 * the 'view' modal.
 */
export default function RequestLogListView({ route }: ViewProps) {
  const descriptor = descriptors[route.entity ?? 'request-log'];
  if (!descriptor) throw new Error(`Descritor não encontrado: ${route.entity}`);
  return <RequestLogList key={descriptor.key} descriptor={descriptor} />;
}

function RequestLogList({ descriptor }: { descriptor: NonNullable<(typeof descriptors)[string]> }) {
  const controller = useListController(descriptor);
  return (
    <ListView controller={controller} detailView={RequestLogDetails} detailTitle="Detalhes da requisição">
      <RequestLogStats endpoint={descriptor.api.endpoint} filters={controller.state.filters} />
    </ListView>
  );
}
