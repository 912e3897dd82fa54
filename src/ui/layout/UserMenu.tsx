import { useEffect, useState } from 'react';
import { useAuth } from '../../hooks/auth/useAuth.js';
import { deferredModule } from '../../hooks/lazy/deferredModule.js';
import { UserMenuButton } from './UserMenuButton.js';

/** The menu's code (Zag menu, Floating UI: about 20 KiB gzip), fetched when first wanted. */
const lazyDropdown = deferredModule(() => import('./UserMenuDropdown.js'));

/**
 * The top bar's user menu (spec 2.1): the user's name; 'Meu Perfil' and 'Logout'. Until the
 * menu's code is needed, the same button stands alone: pointing at it or focusing it fetches the
 * code, a click opens the menu as soon as the code is there.
 */
export function UserMenu() {
  const { user } = useAuth();
  const name = user?.name ?? 'Minha conta';
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  const { module, failed } = lazyDropdown.useModule(wanted);

  // Not fetched (server unreachable): the next point or click tries again.
  if (failed && wanted) {
    setWanted(false);
    setOpenWhenLoaded(false);
  }

  useEffect(() => {
    // After the menu's first (closed) render, so it opens as from a click: focus in the menu.
    if (module && openWhenLoaded) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- opens the menu only after its closed first render is committed, as a click would
      setOpenWhenLoaded(false);
      setOpen(true);
    }
  }, [module, openWhenLoaded]);

  if (module) return <module.UserMenuDropdown open={open} onOpenChange={setOpen} name={name} />;
  return (
    <UserMenuButton
      name={name}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => setWanted(true)}
      onFocus={() => setWanted(true)}
      onClick={() => {
        setWanted(true);
        setOpenWhenLoaded(true);
      }}
    />
  );
}
