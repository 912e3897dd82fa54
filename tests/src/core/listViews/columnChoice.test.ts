import { describe, expect, it } from 'vitest';
import { chosenColumns, columnChoices, moveColumn, toggleColumn } from '../../../../src/core/listViews/columnChoice.js';

const cols = [
  { field: 'a', label: 'A' },
  { field: 'b', label: 'B' },
  { field: 'c', label: 'C' },
];

describe('column choice', () => {
  it('lists the chosen columns first, in order, then the hidden ones; none chosen is every column', () => {
    expect(columnChoices(cols, ['c', 'a', 'gone'])).toEqual([
      { field: 'c', label: 'C', visible: true },
      { field: 'a', label: 'A', visible: true },
      { field: 'b', label: 'B', visible: false },
    ]);
    expect(columnChoices(cols, undefined).every((c) => c.visible)).toBe(true);
  });

  it("gives back no choice when it is the descriptor's own", () => {
    expect(chosenColumns(columnChoices(cols, undefined), cols)).toBeUndefined();
    expect(chosenColumns(columnChoices(cols, ['b']), cols)).toEqual(['b']);
  });

  it('toggles a column, never the last visible one', () => {
    const one = columnChoices(cols, ['b']);
    expect(toggleColumn(one, 0)).toEqual(one);
    expect(chosenColumns(toggleColumn(one, 1), cols)).toEqual(['b', 'a']);
  });

  it('moves a column one place, unchanged at the ends', () => {
    const all = columnChoices(cols, undefined);
    expect(moveColumn(all, 2, -1).map((c) => c.field)).toEqual(['a', 'c', 'b']);
    expect(moveColumn(all, 0, -1)).toEqual(all);
    expect(moveColumn(all, 2, 1)).toEqual(all);
  });
});
