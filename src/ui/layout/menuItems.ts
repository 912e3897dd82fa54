import { Banknote, Cpu, FileText, Fingerprint, HeartPulse, MessageSquare, ScanFace, ScrollText, SlidersHorizontal, Building2, Users, UserCog, Activity, Eye, type LucideIcon } from 'lucide-react';

export interface MenuItem {
  label: string;
  /** Where the link goes. */
  to: string;
  icon: LucideIcon;
  /** Paths that highlight the item: each one itself or anything below it (case-insensitive). */
  activeFor: string[];
  /** Paths below `activeFor` that do not highlight it. */
  except?: string[];
  /** Shown to administrators only (the screen's API answers 403 to anyone else). */
  adminOnly?: boolean;
}

export interface MenuGroup {
  label: string;
  items: MenuItem[];
}

/** The side menu of spec 2.1, in order. */
export const MENU_GROUPS: MenuGroup[] = [
  {
    label: 'Configurações',
    items: [
      { label: 'Dispositivos', to: '/config', icon: Cpu, activeFor: ['/', '/config'] },
      { label: 'Parametros', to: '/param/form/1', icon: SlidersHorizontal, activeFor: ['/param'] },
      { label: 'Mensagens', to: '/error-message', icon: MessageSquare, activeFor: ['/error-message'] },
    ],
  },
  {
    label: 'Relatórios',
    items: [
      { label: 'Liveness', to: '/liveness-log', icon: Activity, activeFor: ['/liveness-log'] },
      { label: 'Finger', to: '/finger-log', icon: ScrollText, activeFor: ['/finger-log'] },
      { label: 'Requisições', to: '/requests', icon: FileText, activeFor: ['/requests'] },
      { label: 'Acessos', to: '/access-log', icon: Eye, activeFor: ['/access-log'] },
    ],
  },
  {
    label: 'Cadastros',
    items: [
      { label: 'Fingerprints', to: '/fingerprint', icon: Fingerprint, activeFor: ['/fingerprint'] },
      { label: 'Liveness', to: '/liveness', icon: HeartPulse, activeFor: ['/liveness'] },
      { label: 'Clientes', to: '/client', icon: Building2, activeFor: ['/client'] },
      { label: 'Pessoas', to: '/person', icon: ScanFace, activeFor: ['/person'] },
      { label: 'Usuários', to: '/user', icon: Users, activeFor: ['/user'], except: ['/user/profile'], adminOnly: true },
    ],
  },
  {
    label: 'Financeiro',
    items: [{ label: 'Preços', to: '/prices', icon: Banknote, activeFor: ['/prices'] }],
  },
];

/**
 * The menu a user sees: administrators everything, anyone else without the entries marked
 * `adminOnly` (and without a group left empty).
 */
export function menuGroupsFor(admin: boolean): MenuGroup[] {
  return admin ? MENU_GROUPS : NON_ADMIN_MENU_GROUPS;
}

/** Built once: the side menu's groups keep their identity (they are memoised by it). */
const NON_ADMIN_MENU_GROUPS: MenuGroup[] = MENU_GROUPS.map((group) => ({ ...group, items: group.items.filter((item) => !item.adminOnly) })).filter(
  (group) => group.items.length > 0,
);

/** Icon of the profile entry in the top bar menu. */
export const PROFILE_ICON: LucideIcon = UserCog;
