import type { Migration } from 'kysely/migration';
import * as initial from './0001_initial.js';
import * as extraFields from './0002_extra_fields.js';
import * as accessLogIndexes from './0003_access_log_indexes.js';
import * as logTableTuning from './0004_log_table_tuning.js';
import * as statusClassIndex from './0005_status_class_index.js';
import * as requestLogPaths from './0006_request_log_paths.js';
import * as mustChangePassword from './0007_must_change_password.js';
import * as erasureQueueAndReceipts from './0008_erasure_queue_and_receipts.js';
import * as accessLogReason from './0009_access_log_reason.js';
import * as subjectReports from './0010_subject_reports.js';
import * as accessLogReasonIndex from './0011_access_log_reason_index.js';
import * as sortIndexes from './0012_sort_indexes.js';
import * as listViewsAndPreferences from './0013_list_views_and_preferences.js';
import * as logPartitions from './0014_log_partitions.js';
import * as exportFiles from './0015_export_files.js';

/**
 * Every migration, by name; names sort in the order they run. Add a new file as
 * '000N_what_it_does.ts' and list it here; never edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_extra_fields': extraFields,
  '0003_access_log_indexes': accessLogIndexes,
  '0004_log_table_tuning': logTableTuning,
  '0005_status_class_index': statusClassIndex,
  '0006_request_log_paths': requestLogPaths,
  '0007_must_change_password': mustChangePassword,
  '0008_erasure_queue_and_receipts': erasureQueueAndReceipts,
  '0009_access_log_reason': accessLogReason,
  '0010_subject_reports': subjectReports,
  '0011_access_log_reason_index': accessLogReasonIndex,
  '0012_sort_indexes': sortIndexes,
  '0013_list_views_and_preferences': listViewsAndPreferences,
  '0014_log_partitions': logPartitions,
  '0015_export_files': exportFiles,
};
