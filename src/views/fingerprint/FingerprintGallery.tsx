import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  DataList,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { HttpError } from '../../core/api/HttpError.js';
import * as consoleMessages from '../../core/api/consoleMessages.js';
import type { GalleryGroup } from '../../core/fingerprint/readFingerprintGallery.js';
import { classifyFileValue, fileHref } from '../../core/files/storedFileUrl.js';
import { formatValue } from '../../core/format/formatValue.js';
import { useUiFeedback } from '../../hooks/feedback/useUiFeedback.js';
import { useFingerprintGallery } from '../../hooks/fingerprint/useFingerprintGallery.js';
import { startDownload } from '../../hooks/files/startDownload.js';
import { useFileTicket } from '../../hooks/files/useFileTicket.js';
import type { Row } from '../../hooks/list/useListController.js';
import { FileLink } from '../../ui/files/FileLink.js';
import { StoredImage } from '../../ui/images/StoredImage.js';
import { TiffPreview } from '../../ui/images/TiffPreview.js';

const NO_IMAGES_MESSAGE = 'Nenhuma imagem encontrada para este fingerprint.';
const NOT_INFORMED = 'Não informado';

/**
 * A fingerprint registration in the large modal (spec 2.11): the CPF on top, the person (CPF,
 * name or 'Não informado') and the fingerprint (finger, creation time), then its captures, each a
 * group of three images with its score: the original JPEG ('Abrir Imagem' opens it in a new
 * tab), the processed TIFF and the mask TIFF, both previewed in the browser and downloadable
 * (buttons disabled when the file is missing). The list row shows at once; the gallery
 * (`GET /admin/v2/person-fingerprint/{id}/images`) adds the captures.
 */
export function FingerprintGallery({ row }: { row: Row }) {
  const { gallery, error, loading } = useFingerprintGallery(row.id);
  const info = { ...row, ...gallery };
  const cpf = formatValue('cpf', info.person_cpf) || '—';
  const name = typeof info.person_name === 'string' && info.person_name.trim() ? info.person_name : NOT_INFORMED;
  return (
    <Stack gap="6">
      <Box>
        <Text textStyle="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
          CPF
        </Text>
        <Heading as="h3" size="2xl" fontWeight="semibold" letterSpacing="tight" data-testid="gallery-cpf">
          {cpf}
        </Heading>
      </Box>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <InfoSection title="Informações da pessoa">
          <InfoItem label="CPF" value={cpf} />
          <InfoItem label="Nome" value={name} />
        </InfoSection>
        <InfoSection title="Informações do fingerprint">
          <InfoItem label="Dedo" value={formatValue(undefined, info.finger) || '—'} />
          <InfoItem label="Criado em" value={formatValue('datetime', info.created_at) || '—'} />
        </InfoSection>
      </SimpleGrid>

      <Stack gap="3">
        <Heading as="h4" size="md">
          Imagens
        </Heading>
        {error ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{consoleMessages.fetchDetailsFailed}</Alert.Title>
              {error instanceof HttpError && error.message !== consoleMessages.fetchDetailsFailed && (
                <Alert.Description>{error.message}</Alert.Description>
              )}
            </Alert.Content>
          </Alert.Root>
        ) : loading || !gallery ? (
          <Stack gap="3" aria-busy="true" aria-label="Carregando imagens">
            <Skeleton h="72" rounded="lg" />
          </Stack>
        ) : gallery.groups.length === 0 ? (
          <Text color="fg.muted">{NO_IMAGES_MESSAGE}</Text>
        ) : (
          <Stack gap="4">
            {gallery.groups.map((group, index) => (
              <CaptureCard key={`${group.group}-${index}`} group={group} number={index + 1} />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h4" size="sm" mb="3">
        {title}
      </Heading>
      <DataList.Root orientation="horizontal" gap="2">
        {children}
      </DataList.Root>
    </Box>
  );
}

function InfoItem({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="24">{label}</DataList.ItemLabel>
      <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** One capture: its score and its three images. */
function CaptureCard({ group, number }: { group: GalleryGroup; number: number }) {
  const title = `Captura ${number}`;
  const score = group.score === null ? '—' : formatValue('number', group.score);
  return (
    <Card.Root variant="outline" size="sm" role="group" aria-label={title}>
      <Card.Header>
        <HStack justify="space-between" gap="3">
          <Card.Title as="h5" textStyle="md">
            {title}
          </Card.Title>
          <Badge colorPalette="brand" variant="subtle" size="md">
            Score: {score}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <ImageTile caption="Original (JPEG)">
            <StoredImage value={group.original} alt={`Imagem original da captura ${number}`} />
            <FileLink value={group.original}>Abrir Imagem</FileLink>
          </ImageTile>
          <ImageTile caption="Processada (TIFF)">
            <TiffPreview
              key={group.processed ?? ''}
              value={group.processed}
              label={`Imagem processada da captura ${number}`}
            />
            <DownloadButton value={group.processed}>Baixar processada (TIFF)</DownloadButton>
          </ImageTile>
          <ImageTile caption="Máscara (TIFF)">
            <TiffPreview key={group.mask ?? ''} value={group.mask} label={`Máscara da captura ${number}`} />
            <DownloadButton value={group.mask}>Baixar máscara (TIFF)</DownloadButton>
          </ImageTile>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

function ImageTile({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Stack gap="2" align="flex-start">
      <Text textStyle="sm" fontWeight="medium" color="fg.muted">
        {caption}
      </Text>
      {children}
    </Stack>
  );
}

/** Downloads a stored file with a ticket bound to its path, asked for on click; disabled when there is no file. */
function DownloadButton({ value, children }: { value: string | null; children: ReactNode }) {
  const ref = classifyFileValue(value);
  const { apiBase, ensureTicket } = useFileTicket();
  const { showError } = useUiFeedback();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const ticket = ref?.kind === 'stored' ? await ensureTicket(ref.path) : undefined;
      const href = fileHref(value, { apiBase, ...(ticket && { ticket }) });
      if (href) startDownload(href);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="outline" w="full" disabled={!ref} loading={busy} onClick={() => void download()}>
      <Download /> {children}
    </Button>
  );
}
