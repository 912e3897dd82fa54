import descriptors from 'virtual:descriptors';
import type { ViewProps } from '../ViewProps.js';
import { useListController } from '../../hooks/list/useListController.js';
import { ListView } from '../../ui/list/ListView.js';
import { FingerprintGallery } from './FingerprintGallery.js';

/**
 * 'Lista de Fingerprints' (spec 2.11): the generic list engine (schemas/fingerprint.json) with the
 * fingerprint's gallery in the 'view' modal.
 */
export default function FingerprintListView({ route }: ViewProps) {
  const descriptor = descriptors[route.entity ?? 'fingerprint'];
  if (!descriptor) throw new Error(`Descritor não encontrado: ${route.entity}`);
  return <FingerprintList key={descriptor.key} descriptor={descriptor} />;
}

function FingerprintList({ descriptor }: { descriptor: NonNullable<(typeof descriptors)[string]> }) {
  const controller = useListController(descriptor);
  return <ListView controller={controller} detailView={FingerprintGallery} detailTitle="Detalhes do fingerprint" />;
}
