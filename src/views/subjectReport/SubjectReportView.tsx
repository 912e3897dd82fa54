import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react';
import { useCan } from '../../hooks/auth/useCan.js';
import { useSubjectReport, type SubjectReportController } from '../../hooks/subjectReport/useSubjectReport.js';
import type { ViewProps } from '../ViewProps.js';
import { PageTitle } from '../../ui/layout/PageTitle.js';
import { SubjectReportRequestForm } from './SubjectReportRequestForm.js';
import { SubjectReportStatus } from './SubjectReportStatus.js';

/** Shown to a user whose role cannot ask for reports (the API refuses them anyway). */
export const NO_PERMISSION_MESSAGE = 'Seu perfil não pode gerar o relatório do titular.';
/**
 * 'Relatório do titular' (issue 19 item 4): the request form, then the report's progress while it
 * runs and its download when ready. Only for users who may ask for it (`subject-report:create`).
 */
export default function SubjectReportView({ route }: ViewProps) {
  const can = useCan();
  const c = useSubjectReport();
  return (
    <>
      <PageTitle title={route.title} {...(route.breadcrumb && { breadcrumb: route.breadcrumb })} />
      {!can('subject-report:create') ? (
        <Text role="alert">{NO_PERMISSION_MESSAGE}</Text>
      ) : (
        <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }} maxW="2xl">
          {c.loadError ? (
            <LoadError c={c} />
          ) : c.report ? (
            <SubjectReportStatus c={c} />
          ) : (
            <SubjectReportRequestForm c={c} />
          )}
        </Box>
      )}
    </>
  );
}

function LoadError({ c }: { c: SubjectReportController }) {
  return (
    <Stack gap="4" align="flex-start">
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{c.loadError!.message}</Alert.Title>
      </Alert.Root>
      <Button variant="outline" onClick={c.reset}>
        Novo relatório
      </Button>
    </Stack>
  );
}
