/**
 * The Chakra dialog implementations, one lazy chunk: Chakra's Dialog brings Zag's dialog machine,
 * focus trap, dismissable layer, presence and scroll lock (about 19 KiB gzip), which no screen
 * needs before its first dialog. Loaded through lazyDialogs.ts.
 */
export { FeedbackDialog } from './FeedbackDialog.js';
export { ModalDialog } from './ModalDialog.js';
