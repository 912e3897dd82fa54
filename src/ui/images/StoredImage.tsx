import { Image, Skeleton } from '@chakra-ui/react';
import { useState } from 'react';
import { useStoredFileUrl } from '../../hooks/files/useStoredFileUrl.js';
import { ImageFrame } from './ImageFrame.js';
import { ImagePlaceholder } from './ImagePlaceholder.js';

export interface StoredImageProps {
  /** A stored-file path or an http(s) address; null when there is none. */
  value: string | null;
  alt: string;
}

/**
 * An image the browser can show (JPEG, PNG) from the file storage, in its frame: read once with
 * a ticket bound to its path and shown from memory (useStoredFileUrl), so it never meets an
 * expired ticket. Missing, unsafe or broken (404, not an image): the placeholder 'Imagem
 * indisponível'.
 */
export function StoredImage({ value, alt }: StoredImageProps) {
  const file = useStoredFileUrl(value);
  const [broken, setBroken] = useState<string | null>(null);
  if (file.status === 'error' || (file.status === 'ready' && broken === file.url)) {
    return (
      <ImageFrame>
        <ImagePlaceholder />
      </ImageFrame>
    );
  }
  if (file.status === 'loading')
    return <Skeleton h="60" w="full" borderRadius="md" aria-label={`Carregando ${alt}`} aria-busy="true" />;
  return (
    <ImageFrame>
      <Image src={file.url} alt={alt} maxW="full" maxH="full" objectFit="contain" onError={() => setBroken(file.url)} />
    </ImageFrame>
  );
}
