/**
 * Opens in a new tab an address known only after a request (a file ticket asked for on click).
 * The tab is opened at once, while the click still counts as the user's (a popup blocker would
 * refuse a tab opened after an await), cut from this page (`opener` cleared), and sent to the
 * address when it arrives; it is closed again if the address cannot be had, and the error is
 * thrown. When the browser gives no tab handle, the address is opened on its own when it arrives.
 *
 * @example await openInNewTab(ensureTicket(path).then((ticket) => fileHref(path, { apiBase, ticket })!));
 */
export async function openInNewTab(address: Promise<string>): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  let url: string;
  try {
    url = await address;
  } catch (error) {
    tab?.close();
    throw error;
  }
  if (tab) tab.location.replace(url);
  else window.open(url, '_blank', 'noopener,noreferrer');
}
