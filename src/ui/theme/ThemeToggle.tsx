import { IconButton } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';
import { useColorMode } from '../../hooks/theme/useColorMode.js';
import type { ThemeChoice } from '../../core/theme/colorMode.js';

export interface ThemeToggleProps {
  /** Shows and keeps the choice; by default only in this browser (signed out). */
  onChoose?: (choice: ThemeChoice) => void;
}

/**
 * The dark-theme switch: a toggle button named 'Tema escuro', pressed while the page is dark
 * (`aria-pressed`). Its icon shows the theme a press gives. Until the operator presses it, the
 * page follows the operating system.
 */
export function ThemeToggle({ onChoose }: ThemeToggleProps) {
  const { mode, setChoice } = useColorMode();
  const dark = mode === 'dark';
  const choose = onChoose ?? setChoice;
  return (
    <IconButton
      aria-label="Tema escuro"
      aria-pressed={dark}
      title={dark ? 'Tema claro' : 'Tema escuro'}
      variant="ghost"
      size="sm"
      onClick={() => choose(dark ? 'light' : 'dark')}
    >
      {dark ? <Sun /> : <Moon />}
    </IconButton>
  );
}
