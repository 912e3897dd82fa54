/*
 * A data subject's report's addresses under the reports' path (`base`: schemas/api/endpoints.json
 * `paths.subjectReports`, /admin/v1/subject-reports; server/routes/subjectReportRoutes.ts).
 */

/**
 * One report's status address.
 *
 * @example subjectReportPath('/admin/v1/subject-reports', 12) // '/admin/v1/subject-reports/12'
 */
export const subjectReportPath = (base: string, id: number) => `${base}/${id}`;

/**
 * One report's zip: the download route, and the resource its file ticket names.
 *
 * @example subjectReportDownloadPath('/admin/v1/subject-reports', 12) // '/admin/v1/subject-reports/12/download'
 */
export const subjectReportDownloadPath = (base: string, id: number) => `${base}/${id}/download`;

/**
 * Where a download ticket for one report is asked for.
 *
 * @example subjectReportTicketPath('/admin/v1/subject-reports', 12) // '/admin/v1/subject-reports/12/ticket'
 */
export const subjectReportTicketPath = (base: string, id: number) => `${base}/${id}/ticket`;
