import { Avatar, Button, Icon, Text, type ButtonProps } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { forwardRef } from 'react';

export interface UserMenuButtonProps extends ButtonProps {
  /** The signed-in user's name. */
  name: string;
}

/** The top bar's user button: avatar, name and chevron. The user menu's trigger. */
export const UserMenuButton = forwardRef<HTMLButtonElement, UserMenuButtonProps>(function UserMenuButton(
  { name, ...props },
  ref,
) {
  return (
    <Button ref={ref} variant="ghost" size="sm" px="2" gap="2" {...props}>
      <Avatar.Root size="xs" colorPalette="brand" aria-hidden>
        <Avatar.Fallback name={name} />
      </Avatar.Root>
      <Text as="span" maxW={{ base: '7rem', md: '14rem' }} truncate>
        {name}
      </Text>
      <Icon as={ChevronDown} boxSize="4" color="fg.muted" aria-hidden />
    </Button>
  );
});
