import descriptors from 'virtual:descriptors';
import type { ViewProps } from '../ViewProps.js';
import { useListController } from '../../hooks/list/useListController.js';
import { ListView } from '../../ui/list/ListView.js';
import { usePrefetchForm } from '../../hooks/form/usePrefetchForm.js';

const nothingNext = () => Promise.resolve();

/** Every generic list screen: the descriptor named by the route (`route.entity`) drives it all. */
export default function EntityListView({ route, loadNext }: ViewProps) {
  const descriptor = descriptors[route.entity ?? ''];
  if (!descriptor) throw new Error(`Descritor não encontrado: ${route.entity}`);
  return <EntityList key={descriptor.key} descriptor={descriptor} loadNext={loadNext ?? nothingNext} />;
}

function EntityList({
  descriptor,
  loadNext,
}: {
  descriptor: NonNullable<(typeof descriptors)[string]>;
  /** The form screen's module, fetched while the list is shown (usePrefetchForm). */
  loadNext: () => Promise<unknown>;
}) {
  const controller = useListController(descriptor);
  usePrefetchForm(descriptor, !controller.loading, loadNext);
  return <ListView controller={controller} />;
}
