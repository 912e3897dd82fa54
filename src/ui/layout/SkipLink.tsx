import { Link } from '@chakra-ui/react';

/** The id of the element the skip link jumps to: each layout's `<main>`. */
export const MAIN_CONTENT_ID = 'conteudo';

/**
 * 'Pular para o conteúdo': the first Tab stop of every screen (WCAG 2.4.1), hidden until it has
 * the keyboard's focus; following it moves the focus to the screen's `<main>` (which takes focus
 * with tabIndex -1), past the menu and the top bar.
 */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Focus, not only scroll: the next Tab continues inside the content. No hash in the URL.
        event.preventDefault();
        const main = document.getElementById(MAIN_CONTENT_ID);
        main?.focus();
        main?.scrollIntoView();
      }}
      position="fixed"
      top="2"
      left="2"
      zIndex="skipNav"
      px="4"
      py="2"
      borderRadius="md"
      bg="bg"
      color="fg"
      fontWeight="semibold"
      boxShadow="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'none', outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      Pular para o conteúdo
    </Link>
  );
}
