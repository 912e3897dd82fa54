import { deferredModule } from '../../hooks/lazy/deferredModule.js';

/** The Chakra dialog implementations (dialogImplementations.ts), fetched when the first dialog or modal opens. */
export const lazyDialogs = deferredModule(() => import('./dialogImplementations.js'));
