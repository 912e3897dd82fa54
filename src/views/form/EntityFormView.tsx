import { Button, Card, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useMemo } from 'react';
import { useLocation, useNavigate, useParams, type Location } from 'react-router-dom';
import descriptors from 'virtual:descriptors';
import type { ClientDescriptor } from '../../core/descriptors/Descriptor.js';
import { entityFormConfig } from '../../hooks/form/entityFormConfig.js';
import { useFormController } from '../../hooks/form/useFormController.js';
import { useSaveShortcut } from '../../hooks/form/useSaveShortcut.js';
import type { ViewProps } from '../ViewProps.js';
import { formExtensions } from '../../ui/form/extensions/formExtensions.js';
import { FormButtons } from '../../ui/form/FormButtons.js';
import { FormSkeleton } from '../../ui/form/FormSkeleton.js';
import { SchemaForm } from '../../ui/form/SchemaForm.js';
import { toUiSchema } from '../../ui/form/toUiSchema.js';
import { PageTitle } from '../../ui/layout/PageTitle.js';
import { RelatedRecords } from '../../ui/form/RelatedRecords.js';

/**
 * Every generic form screen (create at {form}, edit at {form}/{id}): the descriptor named by the
 * route (`route.entity`) drives title, breadcrumb, fields, validation and calls.
 */
export default function EntityFormView({ route }: ViewProps) {
  const descriptor = descriptors[route.entity ?? ''];
  if (!descriptor?.form) throw new Error(`Formulário não encontrado: ${route.entity}`);
  const { id } = useParams();
  return <EntityForm key={descriptor.key} descriptor={descriptor} routeId={id} />;
}

/**
 * Where 'Voltar' goes: the descriptor's `form.back`, with the list's query string when
 * `form.keepListQuery` (spec 2.10): the one the list passed in `state.listSearch`, else the form's own.
 */
export function backPath(d: ClientDescriptor, location: Pick<Location, 'search' | 'state'>): string {
  const back = d.form?.back ?? d.routes.list;
  if (!d.form?.keepListQuery) return back;
  const passed = (location.state as { listSearch?: unknown } | null)?.listSearch;
  const search = typeof passed === 'string' ? passed : location.search;
  return search && search !== '?' ? `${back}${search.startsWith('?') ? '' : '?'}${search}` : back;
}

function EntityForm({ descriptor: d, routeId }: { descriptor: ClientDescriptor; routeId: string | undefined }) {
  const c = useFormController(useMemo(() => entityFormConfig(d, routeId), [d, routeId]));
  const navigate = useNavigate();
  const location = useLocation();
  const uiSchema = useMemo(() => toUiSchema(d, c.mode), [d, c.mode]);
  const Extension = formExtensions[d.key];
  const form = d.form!;
  const back = backPath(d, location);
  // With unsaved changes the leave guard's blocker asks first.
  const leave = () => navigate(back);
  const formId = `${d.key}-form`;
  // Ctrl/Cmd+S: the form shown and not saving already.
  useSaveShortcut(formId, !c.loading && !c.loadFailed && !!c.schema && !c.saving);

  return (
    <>
      <PageTitle
        title={form.title}
        {...(form.breadcrumb && { breadcrumb: form.breadcrumb })}
        actions={
          <Button variant="outline" onClick={() => void leave()}>
            <ArrowLeft /> Voltar
          </Button>
        }
      />
      <Card.Root>
        <Card.Body>
          {c.loading ? (
            <FormSkeleton fields={Math.min(Object.keys(d.fields).length, 6)} />
          ) : c.loadFailed || !c.schema || !c.validator ? (
            <Text color="fg.muted">Não foi possível carregar o registro.</Text>
          ) : (
            <>
              {Extension && c.mode === 'update' && <Extension controller={c} />}
              {d.related && c.mode === 'update' && c.id !== undefined && (
                <RelatedRecords descriptor={d} record={{ ...c.formData, id: c.id }} />
              )}
              <SchemaForm
                id={formId}
                schema={c.schema}
                uiSchema={uiSchema}
                formData={c.formData}
                validator={c.validator}
                errors={c.errors}
                onChange={c.setFormData}
                onSubmit={c.submit}
              >
                <FormButtons saving={c.saving} onCancel={() => void leave()} />
              </SchemaForm>
            </>
          )}
        </Card.Body>
      </Card.Root>
    </>
  );
}
