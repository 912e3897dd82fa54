import descriptors from 'virtual:descriptors';
import type { ViewProps } from '../../routes/ConsoleRoute.js';
import { useListController } from '../../hooks/list/useListController.js';
import { ListView } from '../../ui/list/ListView.js';
import { usePrefetchForm } from '../../hooks/form/usePrefetchForm.js';
import { loadView } from '../../routes/viewRegistry.js';

/** The form screen's module, fetched while the list is shown (usePrefetchForm). */
const loadFormView = () => loadView('entityForm');

/** Every generic list screen: the descriptor named by the route (`route.entity`) drives it all. */
export default function EntityListView({ route }: ViewProps) {
  const descriptor = descriptors[route.entity ?? ''];
  if (!descriptor) throw new Error(`Descritor não encontrado: ${route.entity}`);
  return <EntityList key={descriptor.key} descriptor={descriptor} />;
}

function EntityList({ descriptor }: { descriptor: NonNullable<(typeof descriptors)[string]> }) {
  const controller = useListController(descriptor);
  usePrefetchForm(descriptor, !controller.loading, loadFormView);
  return <ListView controller={controller} />;
}
