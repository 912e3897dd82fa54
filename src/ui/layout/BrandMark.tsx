import { HStack, Icon, Text } from '@chakra-ui/react';
import { Fingerprint } from 'lucide-react';

/** Product name with its mark; `inverted` on the dark side menu. */
export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  return (
    <HStack gap="2.5">
      <Icon as={Fingerprint} boxSize="7" color={inverted ? 'brand.300' : 'brand.600'} aria-hidden />
      <Text fontWeight="bold" fontSize="lg" letterSpacing="tight" whiteSpace="nowrap" color={inverted ? 'white' : 'fg'}>
        Biometria
        <Text as="span" fontWeight="normal" color={inverted ? 'whiteAlpha.700' : 'fg.muted'}>
          {' '}
          Console
        </Text>
      </Text>
    </HStack>
  );
}
