import { Badge, Button, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { Bookmark, ChevronDown, Pencil, Save, Star, StarOff, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DEFAULT_PER_PAGE } from '../../../core/list/listQuery.js';
import type { ListView } from '../../../core/listViews/ListViewState.js';
import { fitListViewState } from '../../../core/listViews/checkListViewState.js';
import { LIST_VIEW_LIMITS as L } from '../../../core/listViews/listViewLimits.js';
import { LIST_VIEW_MESSAGES as M } from '../../../core/listViews/listViewMessages.js';
import { listViewOfState, sameListView } from '../../../core/listViews/listViewOfState.js';
import { useUiFeedback } from '../../../hooks/feedback/useUiFeedback.js';
import type { ListController } from '../../../hooks/list/useListController.js';
import { useDefaultListView } from '../../../hooks/listViews/useDefaultListView.js';
import { useListViews } from '../../../hooks/listViews/useListViews.js';
import { ColumnChooser } from './ColumnChooser.js';
import { SaveViewDialog, type SaveViewValues } from './SaveViewDialog.js';

/** The menu's entry that goes back to the list as its descriptor has it. */
const ORIGINAL = '__original__';

export interface ListViewsBarProps {
  controller: ListController;
}

/**
 * The views bar of a list screen (issue 23, item 3): 'Visão' chooses a saved view (mine and the
 * shared ones, my default starred) or the list's original one; 'Salvar visão' stores the current
 * filters, order, columns and page size; on the view in force, 'Alterar' (mine: rename, share,
 * rewrite), 'Tornar padrão' / 'Deixar de ser padrão' and 'Excluir'; 'Colunas' shows, hides and
 * reorders columns. Views live on the server (useListViews), so they follow the operator to
 * another browser; a list opened with no query string opens with my default view.
 *
 * The view in force is the one whose state the list shows now (sameListView), so a reload or a
 * shared link still names it.
 */
export function ListViewsBar({ controller: c }: ListViewsBarProps) {
  const d = c.descriptor;
  const { views, defaultViewId, create, update, remove, setDefault } = useListViews(d.key);
  const { confirm, showAlert, showError } = useUiFeedback();
  useDefaultListView(d, c.state, views, defaultViewId);
  const [dialog, setDialog] = useState<{ mode: 'create' | 'edit'; opened: number } | null>(null);

  const current = useMemo(() => listViewOfState(c.state), [c.state]);
  const matching = views.filter((v) =>
    sameListView(current, fitListViewState(d.list, v.state), d.list.columns, DEFAULT_PER_PAGE),
  );
  const active: ListView | undefined =
    matching.find((v) => v.id === defaultViewId) ?? matching.find((v) => v.mine) ?? matching[0];
  const mineCount = views.filter((v) => v.mine).length;

  const choose = (value: string) => {
    if (value === ORIGINAL) return c.dispatch({ type: 'applyView', view: { filters: {} } });
    const view = views.find((v) => String(v.id) === value);
    if (view) c.dispatch({ type: 'applyView', view: fitListViewState(d.list, view.state) });
  };
  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await action();
      showAlert('success', done);
    } catch (e) {
      showError(e, failed);
    }
  };
  const save = async ({ name, shared, extra }: SaveViewValues) => {
    if (dialog?.mode === 'edit' && active) {
      await update(active.id, { name, shared, ...(extra && { state: current }) });
      showAlert('success', M.updated);
    } else {
      await create({ name, shared, state: current, default: extra });
      showAlert('success', M.created);
    }
    setDialog(null);
  };
  const isDefault = !!active && active.id === defaultViewId;

  return (
    <HStack gap="2" wrap="wrap" mb="3" data-testid="list-views-bar" aria-label="Visões da lista" role="group">
      <Menu.Root positioning={{ placement: 'bottom-start' }} onSelect={({ value }) => choose(value)}>
        <Menu.Trigger asChild>
          <Button variant="outline" size="sm" aria-label={`Visão: ${active?.name ?? 'atual, sem nome'}`}>
            <Bookmark /> Visão: {active?.name ?? 'atual'} <ChevronDown />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="16rem" maxH="24rem" overflowY="auto">
              <Menu.Item value={ORIGINAL}>Original da lista (sem filtros)</Menu.Item>
              {views.length > 0 && <Menu.Separator />}
              {views.map((v) => (
                <Menu.Item key={v.id} value={String(v.id)} aria-current={v.id === active?.id ? 'true' : undefined}>
                  <HStack justify="space-between" w="full" gap="2">
                    <Text truncate>{v.name}</Text>
                    <HStack gap="1">
                      {v.id === defaultViewId && <Star size={14} aria-label="Minha visão padrão" fill="currentColor" />}
                      {v.shared && (
                        <Badge size="sm" colorPalette={v.mine ? 'blue' : 'gray'}>
                          {v.mine ? 'compartilhada' : `de ${v.owner_name}`}
                        </Badge>
                      )}
                    </HStack>
                  </HStack>
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <Button
        size="sm"
        variant="outline"
        colorPalette="brand"
        disabled={mineCount >= L.viewsPerList}
        title={mineCount >= L.viewsPerList ? M.tooMany : undefined}
        onClick={() => setDialog({ mode: 'create', opened: Date.now() })}
      >
        <Save /> Salvar visão
      </Button>
      {active?.mine && (
        <Button size="sm" variant="ghost" onClick={() => setDialog({ mode: 'edit', opened: Date.now() })}>
          <Pencil /> Alterar
        </Button>
      )}
      {active && (
        <Button
          size="sm"
          variant="ghost"
          onClick={() =>
            void run(
              () => setDefault(isDefault ? null : active.id),
              isDefault ? M.defaultCleared : M.defaultSet,
              M.saveFailed,
            )
          }
        >
          {isDefault ? <StarOff /> : <Star />} {isDefault ? 'Deixar de ser padrão' : 'Tornar padrão'}
        </Button>
      )}
      {active?.deletable && (
        <Button
          size="sm"
          variant="ghost"
          colorPalette="red"
          onClick={() =>
            void (async () => {
              if (await confirm(M.confirmDelete(active.name)))
                await run(() => remove(active.id), M.deleted, M.deleteFailed);
            })()
          }
        >
          <Trash2 /> Excluir visão
        </Button>
      )}
      <ColumnChooser
        columns={d.list.columns}
        chosen={c.state.columns}
        onChange={(columns) => c.dispatch({ type: 'setColumns', ...(columns && { columns }) })}
      />
      {dialog && (
        <SaveViewDialog
          key={dialog.opened}
          open
          mode={dialog.mode}
          initial={
            dialog.mode === 'edit' && active
              ? { name: active.name, shared: active.shared }
              : { name: '', shared: false }
          }
          onClose={() => setDialog(null)}
          onSave={save}
        />
      )}
    </HStack>
  );
}
