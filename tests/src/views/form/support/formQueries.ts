import { screen, within } from '@testing-library/react';

/** The form element of an entity's form screen. */
export async function findForm(key: string): Promise<HTMLFormElement> {
  // The view, its validator and (in the console) the session check load lazily.
  await screen.findByRole('button', { name: /Salvar/ }, { timeout: 5000 });
  const form = document.getElementById(`${key}-form`);
  if (!(form instanceof HTMLFormElement)) throw new Error(`Formulário ${key}-form não encontrado`);
  return form;
}

/** The Chakra field (label, control, error) of one form field. */
export function fieldBox(name: string): HTMLElement {
  const box = document.querySelector<HTMLElement>(`[data-field="root_${name}"]`);
  if (!box) throw new Error(`Campo ${name} não encontrado`);
  return box;
}

/** The error texts shown under one field. */
export function fieldErrors(name: string): string[] {
  return [...fieldBox(name).querySelectorAll('[data-part="error-text"]')].map((e) => e.textContent ?? '');
}

/** Every error text shown in a container. */
export function allFieldErrors(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[data-part="error-text"]')].map((e) => e.textContent ?? '');
}

/** The control (input, select, textarea) of one form field. */
export function control(name: string): HTMLInputElement {
  const el = document.getElementById(`root_${name}`);
  if (!el) throw new Error(`Controle ${name} não encontrado`);
  return el as HTMLInputElement;
}

/** The page alert's text, once it shows. */
export async function findAlertText(): Promise<string> {
  const alert = await screen.findByRole('alert');
  return alert.textContent ?? '';
}

/** The open success, error or confirm dialog. */
export function findDialog(): Promise<HTMLElement> {
  return screen.findByRole('alertdialog');
}

export { within };
