import { Skeleton } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DecodedImage } from '../../core/images/decodeTiff.js';
import { useTiffImage } from '../../hooks/images/useTiffImage.js';
import { ImageFrame } from './ImageFrame.js';
import { ImagePlaceholder } from './ImagePlaceholder.js';

export interface TiffPreviewProps {
  /** A stored TIFF's path; null when there is none. */
  value: string | null;
  /** What the image shows, for screen readers ('Imagem processada da captura 1'). */
  label: string;
}

/**
 * A TIFF shown in the browser (which cannot show TIFFs itself): fetched, decoded and drawn into a
 * canvas, in the same frame as the other images. Missing or undecodable: 'Imagem indisponível'.
 */
export function TiffPreview({ value, label }: TiffPreviewProps) {
  const state = useTiffImage(value);
  const [drawFailed, setDrawFailed] = useState(false);
  const onDrawFailed = useCallback(() => setDrawFailed(true), []);
  if (state.status === 'loading')
    return <Skeleton h="60" w="full" borderRadius="md" aria-label={`Carregando ${label}`} aria-busy="true" />;
  if (state.status === 'error' || drawFailed) {
    return (
      <ImageFrame>
        <ImagePlaceholder />
      </ImageFrame>
    );
  }
  return (
    <ImageFrame>
      <ImageCanvas image={state.image} label={label} onFail={onDrawFailed} />
    </ImageFrame>
  );
}

/** RGBA pixels drawn at their own size, scaled down by CSS to fit the frame (aspect kept). */
function ImageCanvas({ image, label, onFail }: { image: DecodedImage; label: string; onFail(): void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) {
      onFail();
      return;
    }
    const data = ctx.createImageData(image.width, image.height);
    data.data.set(image.rgba);
    ctx.putImageData(data, 0, 0);
  }, [image, onFail]);
  return (
    <canvas
      ref={canvas}
      width={image.width}
      height={image.height}
      role="img"
      aria-label={label}
      data-testid="tiff-canvas"
      style={{ maxWidth: '100%', maxHeight: '100%', width: 'auto', height: 'auto' }}
    />
  );
}
