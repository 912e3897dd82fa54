import type { Browser } from 'playwright-core';
import type { ConsoleTarget } from './consoleTargets.js';
import {
  freshPage,
  interactionOf,
  pageNow,
  readProbes,
  summarizeInteractions,
  waitShown,
  type InteractionFigures,
} from './measureConsole.js';

export interface OurInteractions {
  filter: InteractionFigures;
  formOpen: InteractionFigures;
  typing: InteractionFigures;
  /** The form measured (the descriptor with the most fields) and its field count. */
  form: { key: string; listPath: string; formPath: string; fields: number };
}

/**
 * Our console only (the peer has no such screens): applying a filter on the request-log list,
 * opening the largest form from its list, and typing in it.
 */
export async function measureOurInteractions(
  browser: Browser,
  ours: ConsoleTarget,
  form: { key: string; listPath: string; formPath: string },
  reps: number,
): Promise<OurInteractions> {
  const filter: ReturnType<typeof interactionOf>[] = [];
  for (let rep = 0; rep < reps; rep++) {
    const { context, page } = await freshPage(browser, ours.storage);
    await page.goto(ours.baseUrl + ours.listPath);
    await waitShown(page, ours.shows, 10);
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Endpoint').fill('serpro');
    await page.waitForTimeout(200);
    const t0 = await pageNow(page);
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await waitShown(page, 'filteredBy', 'serpro');
    await page.waitForTimeout(300);
    filter.push(interactionOf(await readProbes(page), t0));
    await context.close();
  }

  // How many fields the form shows, from a warm-up visit (not measured).
  let fields: number;
  {
    const { context, page } = await freshPage(browser, ours.storage);
    await page.goto(ours.baseUrl + form.formPath, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Salvar' }).waitFor();
    fields = await page.locator('form input, form select, form textarea').count();
    await context.close();
  }
  const open: ReturnType<typeof interactionOf>[] = [];
  const typing: ReturnType<typeof interactionOf>[] = [];
  for (let rep = 0; rep < reps; rep++) {
    const { context, page } = await freshPage(browser, ours.storage);
    await page.goto(ours.baseUrl + form.listPath);
    await waitShown(page, 'listReady', null);
    await page.waitForLoadState('networkidle');
    // An operator looks at the list before choosing 'Cadastrar' (2 s; the list uses idle time).
    await page.waitForTimeout(2000);
    const t0 = await pageNow(page);
    await page.getByRole('link', { name: 'Cadastrar' }).click();
    await waitShown(page, 'formFields', fields);
    await page.waitForTimeout(300);
    open.push(interactionOf(await readProbes(page), t0));

    const input = page
      .locator('form input[type="text"], form input:not([type]), form input[type="number"], form input[inputmode]')
      .first();
    await input.focus();
    const t1 = await pageNow(page);
    await page.keyboard.type('0,123456789', { delay: 80 });
    await page.evaluate(() => (window.__bench.doneAt = performance.now()));
    await page.waitForTimeout(300);
    typing.push(interactionOf(await readProbes(page), t1));
    await context.close();
  }
  return {
    filter: summarizeInteractions(filter),
    formOpen: summarizeInteractions(open),
    typing: summarizeInteractions(typing),
    form: { ...form, fields },
  };
}
