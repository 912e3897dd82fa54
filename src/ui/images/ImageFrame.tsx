import { Center, type CenterProps } from '@chakra-ui/react';

/** The fixed frame every gallery image is shown in (original, TIFF preview, placeholder alike). */
export function ImageFrame(props: CenterProps) {
  return <Center h="60" w="full" bg="bg.muted" borderRadius="md" overflow="hidden" {...props} />;
}
