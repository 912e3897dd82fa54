/** One API request as stored in request_logs (spec 3), secrets already redacted. */
export interface RequestLogRow {
  client_id: number | null;
  client_kind: 'user' | 'client' | null;
  method: string;
  path: string;
  body_preview: string | null;
  body: string | null;
  headers: Record<string, unknown> | null;
  response_body: string | null;
  response_status: number;
  duration_ms: number;
  ip_address: string | null;
  user_agent: string | null;
  errors: unknown;
  created_at: string;
}
