import {
  Banknote,
  Cpu,
  FileText,
  Fingerprint,
  HeartPulse,
  MessageSquare,
  ScanFace,
  ScrollText,
  SlidersHorizontal,
  Building2,
  Users,
  UserCog,
  Activity,
  Eye,
  FileArchive,
  FileX2,
  type LucideIcon,
} from 'lucide-react';
import { can } from '../../core/auth/can.js';

export interface MenuItem {
  label: string;
  /** Where the link goes. */
  to: string;
  icon: LucideIcon;
  /** Paths that highlight the item: each one itself or anything below it (case-insensitive). */
  activeFor: string[];
  /** Paths below `activeFor` that do not highlight it. */
  except?: string[];
  /** What the screen needs (`<resource>:read`): shown only to a role granted it (schemas/roles.json). */
  permission: string;
}

export interface MenuGroup {
  label: string;
  items: MenuItem[];
}

/** The side menu of spec 2.1, in order, and the privacy screens after it. */
const MENU_GROUPS: MenuGroup[] = [
  {
    label: 'Configurações',
    items: [
      {
        label: 'Dispositivos',
        to: '/config',
        icon: Cpu,
        activeFor: ['/', '/config'],
        permission: 'device-config:read',
      },
      {
        label: 'Parametros',
        to: '/param/form/1',
        icon: SlidersHorizontal,
        activeFor: ['/param'],
        permission: 'param:read',
      },
      {
        label: 'Mensagens',
        to: '/error-message',
        icon: MessageSquare,
        activeFor: ['/error-message'],
        permission: 'error-message:read',
      },
    ],
  },
  {
    label: 'Relatórios',
    items: [
      {
        label: 'Liveness',
        to: '/liveness-log',
        icon: Activity,
        activeFor: ['/liveness-log'],
        permission: 'liveness-log:read',
      },
      {
        label: 'Finger',
        to: '/finger-log',
        icon: ScrollText,
        activeFor: ['/finger-log'],
        permission: 'finger-log:read',
      },
      {
        label: 'Requisições',
        to: '/requests',
        icon: FileText,
        activeFor: ['/requests'],
        permission: 'request-log:read',
      },
      { label: 'Acessos', to: '/access-log', icon: Eye, activeFor: ['/access-log'], permission: 'access-log:read' },
    ],
  },
  {
    label: 'Cadastros',
    items: [
      {
        label: 'Fingerprints',
        to: '/fingerprint',
        icon: Fingerprint,
        activeFor: ['/fingerprint'],
        permission: 'fingerprint:read',
      },
      { label: 'Liveness', to: '/liveness', icon: HeartPulse, activeFor: ['/liveness'], permission: 'liveness:read' },
      { label: 'Clientes', to: '/client', icon: Building2, activeFor: ['/client'], permission: 'client:read' },
      { label: 'Pessoas', to: '/person', icon: ScanFace, activeFor: ['/person'], permission: 'person:read' },
      {
        label: 'Usuários',
        to: '/user',
        icon: Users,
        activeFor: ['/user'],
        except: ['/user/profile'],
        permission: 'user:read',
      },
    ],
  },
  {
    label: 'Financeiro',
    items: [{ label: 'Preços', to: '/prices', icon: Banknote, activeFor: ['/prices'], permission: 'prices:read' }],
  },
  {
    // Not in the spec (issue 19, LGPD): administrators by default (schemas/roles.json).
    label: 'Privacidade',
    items: [
      {
        label: 'Relatório do titular',
        to: '/subject-report',
        icon: FileArchive,
        activeFor: ['/subject-report'],
        permission: 'subject-report:create',
      },
      {
        label: 'Eliminações',
        to: '/erasure-receipts',
        icon: FileX2,
        activeFor: ['/erasure-receipts'],
        permission: 'erasure-receipt:read',
      },
    ],
  },
];

/**
 * The menu a user sees: the entries whose `permission` their role grants (without a group left
 * empty). Unknown permissions (the startup check could not reach the server) hide nothing: the
 * API decides, as it always does.
 *
 * @example menuGroupsFor(['person:*']) // [{ label: 'Cadastros', items: [Pessoas] }]
 */
export function menuGroupsFor(permissions: readonly string[] | undefined): MenuGroup[] {
  if (!permissions) return MENU_GROUPS;
  return MENU_GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((item) => can(permissions, item.permission)),
  })).filter((group) => group.items.length > 0);
}

/** Icon of the profile entry in the top bar menu. */
export const PROFILE_ICON: LucideIcon = UserCog;
