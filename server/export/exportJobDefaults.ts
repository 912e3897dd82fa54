/**
 * The defaults of the exports made as jobs (EXPORT_JOB_ROWS, EXPORT_FILE_HOURS: config.ts):
 * above `rows` rows an export is written by a job into a stored file, kept `fileHours` hours
 * once ready for its owner to download (at most as long as the job's own answer is kept: a day).
 */
export const exportJobDefaults = { rows: 20_000, fileHours: 24 } as const;
