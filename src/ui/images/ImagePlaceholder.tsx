import { Icon, Stack, Text } from '@chakra-ui/react';
import { ImageOff } from 'lucide-react';

/** Text of an image that is missing or cannot be shown (spec 2.11). */
const IMAGE_UNAVAILABLE = 'Imagem indisponível';

/** Stands in for a missing or broken image, in the same frame. */
export function ImagePlaceholder({ text = IMAGE_UNAVAILABLE }: { text?: string }) {
  return (
    <Stack align="center" justify="center" gap="2" h="full" w="full" color="fg.muted" data-testid="image-placeholder">
      <Icon as={ImageOff} boxSize="8" aria-hidden />
      <Text textStyle="sm">{text}</Text>
    </Stack>
  );
}
