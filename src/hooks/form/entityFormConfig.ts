import type { ClientDescriptor } from '../../core/descriptors/Descriptor.js';
import type { FormConfig } from './FormConfig.js';
import * as consoleMessages from '../../core/api/consoleMessages.js';

/**
 * A descriptor's form (spec 2.10): the record `routeId` names is read at GET {endpoint}/{id}
 * (under `d.api.record`); a new one is created with POST {endpoint}, an existing one updated with
 * PUT {endpoint}/{id} and its `version`; after a create the address becomes {form}/{id}.
 *
 * @example entityFormConfig(descriptors.client, '7').read('7') // '/admin/v1/client/7'
 */
export function entityFormConfig(d: ClientDescriptor, routeId: string | undefined): FormConfig {
  const endpoint = d.api.endpoint;
  const form = d.routes.form;
  return {
    descriptor: d,
    recordId: routeId,
    read: (id) => `${endpoint}/${encodeURIComponent(id)}`,
    save: (id) =>
      id === undefined
        ? { method: 'post', path: endpoint }
        : { method: 'put', path: `${endpoint}/${encodeURIComponent(id)}` },
    recordKey: d.api.record,
    loadErrorMessage: consoleMessages.fetchRecordFailed,
    versioned: true,
    ...(form && { addressOf: (id: string) => `${form}/${encodeURIComponent(id)}` }),
  };
}
