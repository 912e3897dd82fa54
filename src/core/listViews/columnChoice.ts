import type { ColumnDescriptor } from '../descriptors/Descriptor.js';

/** One column in the chooser ('Colunas'): shown or not, in the order the list would show it. */
export interface ColumnChoice {
  field: string;
  label: string;
  visible: boolean;
}

/**
 * The chooser's rows: the chosen columns first, in their order, then the hidden ones in the
 * descriptor's order. No choice (`chosen` undefined): every column, visible, as the descriptor has them.
 *
 * @example columnChoices([{ field: 'a', label: 'A' }, { field: 'b', label: 'B' }], ['b'])
 *   // [{ field: 'b', label: 'B', visible: true }, { field: 'a', label: 'A', visible: false }]
 */
export function columnChoices(
  columns: readonly Pick<ColumnDescriptor, 'field' | 'label'>[],
  chosen: readonly string[] | undefined,
): ColumnChoice[] {
  const byField = new Map(columns.map((c) => [c.field, c]));
  const shown = (chosen?.length ? chosen : columns.map((c) => c.field)).filter((f) => byField.has(f));
  const visible = shown.map((f) => ({ field: f, label: byField.get(f)!.label, visible: true }));
  const hidden = columns
    .filter((c) => !shown.includes(c.field))
    .map((c) => ({ field: c.field, label: c.label, visible: false }));
  return [...visible, ...hidden];
}

/**
 * The column choice the list keeps (`setColumns`): the visible fields in order; undefined when it
 * is the descriptor's own (every column in its order), so the address stays clean.
 *
 * @example chosenColumns(columnChoices(cols, undefined), cols) // undefined
 */
export function chosenColumns(
  choices: readonly ColumnChoice[],
  columns: readonly Pick<ColumnDescriptor, 'field'>[],
): string[] | undefined {
  const fields = choices.filter((c) => c.visible).map((c) => c.field);
  return fields.join(',') === columns.map((c) => c.field).join(',') ? undefined : fields;
}

/**
 * `choices` with the column at `index` shown or hidden; the last visible one cannot be hidden
 * (a list without columns shows nothing).
 */
export function toggleColumn(choices: readonly ColumnChoice[], index: number): ColumnChoice[] {
  const target = choices[index];
  if (!target) return [...choices];
  if (target.visible && choices.filter((c) => c.visible).length === 1) return [...choices];
  return choices.map((c, i) => (i === index ? { ...c, visible: !c.visible } : c));
}

/**
 * `choices` with the column at `index` moved one place up (`-1`) or down (`+1`); at an end,
 * unchanged.
 *
 * @example moveColumn(choices, 0, 1) // the first two swapped
 */
export function moveColumn(choices: readonly ColumnChoice[], index: number, delta: -1 | 1): ColumnChoice[] {
  const to = index + delta;
  if (index < 0 || to < 0 || to >= choices.length) return [...choices];
  const next = [...choices];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
