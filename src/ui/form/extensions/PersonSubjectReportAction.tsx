import { Button, Flex } from '@chakra-ui/react';
import { FileArchive } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { screens } from 'virtual:console-shell';
import { useCan } from '../../../hooks/auth/useCan.js';
import type { FormExtensionProps } from './FormExtensionProps.js';

/** The subject-report screen as schemas/console.json declares it (absent: no link). */
const reportScreen = screens.find((s) => s.view === 'subjectReport');

/**
 * On a person's record (form extension, update mode): 'Relatório do titular' opens the report
 * screen for that person (the API reads the CPF from the record), for users who may ask for one.
 */
export function PersonSubjectReportAction({ controller }: FormExtensionProps) {
  const can = useCan();
  if (controller.id === undefined || !reportScreen) return null;
  if (reportScreen.permission && !can(reportScreen.permission)) return null;
  const href = `${reportScreen.path}?person=${encodeURIComponent(String(controller.id))}`;
  return (
    <Flex justify="flex-end" mb="4">
      <Button asChild variant="outline" size="sm">
        <RouterLink to={href}>
          <FileArchive /> Relatório do titular
        </RouterLink>
      </Button>
    </Flex>
  );
}
