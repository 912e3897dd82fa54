/** The data subject's reports in the API (server/routes/subjectReportRoutes.ts). */
export const SUBJECT_REPORTS_PATH = '/admin/v1/subject-reports';

/**
 * One report's status address.
 *
 * @example subjectReportPath(12) // '/admin/v1/subject-reports/12'
 */
export const subjectReportPath = (id: number) => `${SUBJECT_REPORTS_PATH}/${id}`;

/**
 * One report's zip: the download route, and the resource its file ticket names.
 *
 * @example subjectReportDownloadPath(12) // '/admin/v1/subject-reports/12/download'
 */
export const subjectReportDownloadPath = (id: number) => `${SUBJECT_REPORTS_PATH}/${id}/download`;

/**
 * Where a download ticket for one report is asked for.
 *
 * @example subjectReportTicketPath(12) // '/admin/v1/subject-reports/12/ticket'
 */
export const subjectReportTicketPath = (id: number) => `${SUBJECT_REPORTS_PATH}/${id}/ticket`;
