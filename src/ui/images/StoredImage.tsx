import { Image, Skeleton } from '@chakra-ui/react';
import { useState } from 'react';
import { classifyFileValue, fileHref } from '../../core/files/storedFileUrl.js';
import { useFileTicket } from '../../hooks/files/useFileTicket.js';
import { ImageFrame } from './ImageFrame.js';
import { ImagePlaceholder } from './ImagePlaceholder.js';

export interface StoredImageProps {
  /** A stored-file path or an http(s) address; null when there is none. */
  value: string | null;
  alt: string;
}

/**
 * An image the browser can show (JPEG, PNG) from the file storage, in its frame. Missing, unsafe
 * or broken (404, not an image): the placeholder 'Imagem indisponível'.
 */
export function StoredImage({ value, alt }: StoredImageProps) {
  const ref = classifyFileValue(value);
  const { ticket, apiBase } = useFileTicket({ enabled: ref?.kind === 'stored' });
  const href = fileHref(value, { apiBase, ticket });
  const [broken, setBroken] = useState<string | null>(null);
  if (!ref || broken === value) {
    return (
      <ImageFrame>
        <ImagePlaceholder />
      </ImageFrame>
    );
  }
  if (!href) return <Skeleton h="60" w="full" borderRadius="md" aria-label={`Carregando ${alt}`} aria-busy="true" />;
  return (
    <ImageFrame>
      <Image src={href} alt={alt} maxW="full" maxH="full" objectFit="contain" loading="lazy" onError={() => setBroken(value)} />
    </ImageFrame>
  );
}
