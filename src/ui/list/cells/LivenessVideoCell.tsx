import { Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Play, VideoOff } from 'lucide-react';
import { useState } from 'react';
import { classifyFileValue } from '../../../core/files/storedFileUrl.js';
import { formatValue } from '../../../core/format/formatValue.js';
import { useStoredFileUrl } from '../../../hooks/files/useStoredFileUrl.js';
import type { Row } from '../../../hooks/list/useListController.js';
import { Modal } from '../../feedback/Modal.js';
import { FileLink } from '../../files/FileLink.js';
import type { CellProps } from './CellProps.js';

const VIDEO_UNAVAILABLE = 'Vídeo indisponível';

/**
 * 'Provas de vida' video column (spec 2.11), cell key 'liveness-video': 'Ver vídeo' opens a modal
 * that plays the stored video (`row.video`, or the column's field) with the browser's controls.
 * The modal is declared here, as ListView does, so its body sits in the session's data cache
 * (where file tickets are kept).
 */
export function LivenessVideoCell({ row, column }: CellProps) {
  const value = row[column.field];
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  if (!classifyFileValue(value)) return <Text color="fg.subtle">—</Text>;
  const cpf = formatValue('cpf', row.person_cpf);
  return (
    <>
      <Button
        size="xs"
        variant="outline"
        colorPalette="brand"
        aria-label={cpf ? `Ver vídeo da prova de vida de ${cpf}` : 'Ver vídeo'}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <Play /> Ver vídeo
      </Button>
      {mounted && (
        <Modal
          open={open}
          onClose={() => setOpen(false)}
          title="Vídeo da prova de vida"
          size="lg"
          rootProps={{ onExitComplete: () => setMounted(false) }}
        >
          <LivenessVideo row={row} value={value as string} />
        </Modal>
      )}
    </>
  );
}

/**
 * The video player, with the CPF and the capture time above it. A stored video is read whole with
 * a 60 s ticket bound to its path and played from memory (useStoredFileUrl): seeking never asks
 * the server again, so it keeps working long after the ticket ran out.
 */
function LivenessVideo({ row, value }: { row: Row; value: string }) {
  const file = useStoredFileUrl(value);
  const [broken, setBroken] = useState(false);
  const cpf = formatValue('cpf', row.person_cpf);
  const when = formatValue('datetime', row.created_at);
  return (
    <Stack gap="3">
      {(cpf || when) && (
        <Text color="fg.muted" textStyle="sm">
          {[cpf && `CPF ${cpf}`, when].filter(Boolean).join(' · ')}
        </Text>
      )}
      {broken || file.status === 'error' ? (
        <Stack
          align="center"
          justify="center"
          gap="2"
          h="64"
          bg="bg.muted"
          borderRadius="md"
          color="fg.muted"
          role="status"
        >
          <VideoOff aria-hidden />
          <Text textStyle="sm">{VIDEO_UNAVAILABLE}</Text>
        </Stack>
      ) : file.status === 'ready' ? (
        <Box bg="black" borderRadius="md" overflow="hidden">
          <video
            src={file.url}
            controls
            preload="metadata"
            playsInline
            aria-label={cpf ? `Vídeo da prova de vida de ${cpf}` : 'Vídeo da prova de vida'}
            style={{ display: 'block', width: '100%', maxHeight: '70vh' }}
            onError={() => setBroken(true)}
          >
            Seu navegador não reproduz este vídeo.
          </video>
        </Box>
      ) : (
        <Skeleton h="64" borderRadius="md" aria-busy="true" aria-label="Carregando vídeo" />
      )}
      <Box>
        <FileLink value={value}>Abrir em nova aba</FileLink>
      </Box>
    </Stack>
  );
}
