/**
 * Where a report's zip is stored (in the stored files' store: the folder or the S3 bucket, so any
 * replica serves it): named by the report's id only (never a CPF or a name), in `reports/`, which
 * only the report's own download route serves (isPrivateStoredKey).
 *
 * @example reportZipKey(12) // 'reports/12.zip'
 */
export const reportZipKey = (reportId: number): string => `reports/${reportId}.zip`;
