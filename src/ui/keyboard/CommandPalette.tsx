import { Box, chakra, Dialog, Flex, Icon, Portal, Spinner, Text } from '@chakra-ui/react';
import { Command } from 'cmdk';
import type { LucideIcon } from 'lucide-react';
import { Building2, Search, User, UserCog } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { menuGroups, userMenu } from 'virtual:console-shell';
import { shortcutFor } from '../../core/keyboard/shortcutFor.js';
import { matchesScreen } from '../../core/search/matchesScreen.js';
import { paletteScreens } from '../../core/search/paletteScreens.js';
import { SEARCH_GROUP_NAMES, SEARCH_GROUP_TITLES, type SearchGroupName } from '../../core/search/SearchAnswer.js';
import { useAuth } from '../../hooks/auth/useAuth.js';
import { useSearch } from '../../hooks/search/useSearch.js';
import { backdropMotion, contentMotion } from '../feedback/dialogMotion.js';

const CommandRoot = chakra(Command);
const CommandInput = chakra(Command.Input);
const CommandList = chakra(Command.List);
const CommandGroup = chakra(Command.Group);
const CommandItem = chakra(Command.Item);
const CommandEmpty = chakra(Command.Empty);

/** Each search group's icon. */
const GROUP_ICONS: Record<SearchGroupName, LucideIcon> = { people: User, clients: Building2, users: UserCog };

/** The group headings' look (cmdk renders them as `[cmdk-group-heading]`). */
const groupCss = {
  '& [cmdk-group-heading]': {
    px: '3',
    pt: '3',
    pb: '1',
    fontSize: 'xs',
    fontWeight: 'semibold',
    color: 'fg.muted',
    textTransform: 'uppercase',
    letterSpacing: 'wide',
  },
};

export interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The command palette (Ctrl/⌘+K, issue 23 item 4): a Chakra dialog holding cmdk's command menu.
 * It lists the screens the role may open by their menu names (paletteScreens, filtered as the
 * operator types: matchesScreen) and, once the typing pauses, the server's hits (useSearch): a
 * person by CPF or name, a partner by CNPJ or name, a user by email — CPFs masked as in the
 * lists. ↑/↓ choose, Enter opens, Esc or Ctrl/⌘+K again closes. cmdk's own filtering is off: the server already
 * matched its hits (a CPF's digits are not in a person's name).
 */
export function CommandPalette({ open, onOpenChange }: CommandPaletteProps) {
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const permissions = useAuth().user?.permissions;
  const screens = useMemo(() => paletteScreens(menuGroups, userMenu, permissions), [permissions]);
  const shown = screens.filter((s) => matchesScreen(s, typed));
  const { answer, searching, failed } = useSearch(typed);
  const hits = SEARCH_GROUP_NAMES.flatMap((name) => (answer?.[name]?.length ? [{ name, items: answer[name] }] : []));

  const go = (to: string) => {
    onOpenChange(false);
    setTyped('');
    void navigate(to);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        onOpenChange(details.open);
        if (!details.open) setTyped('');
      }}
      initialFocusEl={() => input.current}
      placement="top"
      size="lg"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop {...backdropMotion} />
        <Dialog.Positioner>
          <Dialog.Content {...contentMotion} overflow="hidden" data-command-palette="">
            <Dialog.Title srOnly>Paleta de comandos</Dialog.Title>
            <CommandRoot
              shouldFilter={false}
              loop
              vimBindings={false}
              label="Buscar tela, pessoa, parceiro ou usuário"
              onKeyDown={(e) => {
                // Ctrl/⌘+K again closes it (the layer's listener leaves keys alone while a dialog is open).
                if (shortcutFor(e, { typing: false, dialogOpen: false }) === 'palette') {
                  e.preventDefault();
                  onOpenChange(false);
                }
              }}
            >
              <Flex align="center" gap="2" px="4" borderBottomWidth="1px" borderColor="border">
                <Icon color="fg.muted" boxSize="4" aria-hidden>
                  <Search />
                </Icon>
                <CommandInput
                  ref={input}
                  value={typed}
                  onValueChange={setTyped}
                  placeholder="Ir para uma tela ou buscar CPF, CNPJ, nome ou email…"
                  flex="1"
                  h="12"
                  bg="transparent"
                  outline="none"
                  fontSize="md"
                  color="fg"
                  _placeholder={{ color: 'fg.subtle' }}
                />
                {searching && <Spinner size="sm" color="fg.muted" aria-label="Buscando" />}
              </Flex>
              <CommandList label="Resultados" maxH="min(60vh, 420px)" overflowY="auto" pb="2">
                <CommandEmpty px="4" py="6" textAlign="center" color="fg.muted">
                  {searching ? 'Buscando…' : 'Nada encontrado.'}
                </CommandEmpty>
                {shown.length > 0 && (
                  <CommandGroup heading="Telas" css={groupCss}>
                    {shown.map((s) => (
                      <PaletteItem key={s.to} value={`tela ${s.to}`} onSelect={() => go(s.to)} icon={s.icon}>
                        {s.label}
                        <Text as="span" color="fg.muted" fontSize="sm">
                          {s.group}
                        </Text>
                      </PaletteItem>
                    ))}
                  </CommandGroup>
                )}
                {hits.map(({ name, items }) => (
                  <CommandGroup key={name} heading={SEARCH_GROUP_TITLES[name]} css={groupCss}>
                    {items.map((hit) => (
                      <PaletteItem
                        key={hit.id}
                        value={`${name} ${hit.id}`}
                        onSelect={() => go(hit.route)}
                        icon={GROUP_ICONS[name]}
                      >
                        {hit.label}
                        {hit.secondary && (
                          <Text as="span" color="fg.muted" fontSize="sm" fontVariantNumeric="tabular-nums">
                            {hit.secondary}
                          </Text>
                        )}
                      </PaletteItem>
                    ))}
                  </CommandGroup>
                ))}
                {failed && (
                  <Text px="4" py="2" fontSize="sm" color="fg.error" role="status">
                    Não foi possível buscar agora. As telas continuam disponíveis.
                  </Text>
                )}
              </CommandList>
              <Flex
                gap="4"
                px="4"
                py="2"
                borderTopWidth="1px"
                borderColor="border"
                fontSize="xs"
                color="fg.muted"
                bg="bg.subtle"
              >
                <span>↑↓ escolher</span>
                <span>Enter abrir</span>
                <span>Esc fechar</span>
              </Flex>
            </CommandRoot>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** One line of the palette: an icon, the title and, beside it, what tells it apart. */
function PaletteItem({
  value,
  onSelect,
  icon,
  children,
}: {
  value: string;
  onSelect: () => void;
  icon: LucideIcon;
  children: React.ReactNode;
}) {
  const IconComponent = icon;
  return (
    <CommandItem
      value={value}
      onSelect={onSelect}
      display="flex"
      alignItems="center"
      gap="3"
      mx="2"
      px="3"
      py="2"
      borderRadius="md"
      cursor="pointer"
      color="fg"
      css={{ '&[data-selected=true]': { bg: 'bg.emphasized' } }}
    >
      <Icon color="fg.muted" boxSize="4" aria-hidden>
        <IconComponent />
      </Icon>
      <Box display="flex" flex="1" minW="0" justifyContent="space-between" alignItems="baseline" gap="3">
        {children}
      </Box>
    </CommandItem>
  );
}
