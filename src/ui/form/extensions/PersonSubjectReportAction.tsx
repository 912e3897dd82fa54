import { Button, Flex } from '@chakra-ui/react';
import { FileArchive } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { useCan } from '../../../hooks/auth/useCan.js';
import type { FormExtensionProps } from './FormExtensionProps.js';

/** The console's address of the report screen opened from a person's record. */
const personReportHref = (id: string | number) => `/subject-report?person=${encodeURIComponent(String(id))}`;

/**
 * On a person's record (form extension, update mode): 'Relatório do titular' opens the report
 * screen for that person (the API reads the CPF from the record), for users who may ask for one.
 */
export function PersonSubjectReportAction({ controller }: FormExtensionProps) {
  const can = useCan();
  if (controller.id === undefined || !can('subject-report:create')) return null;
  return (
    <Flex justify="flex-end" mb="4">
      <Button asChild variant="outline" size="sm">
        <RouterLink to={personReportHref(controller.id)}>
          <FileArchive /> Relatório do titular
        </RouterLink>
      </Button>
    </Flex>
  );
}
