import { readRecord } from '../api/readRecord.js';

/** One capture: the original JPEG with its score, the processed TIFF and its mask (paths may be missing). */
export interface GalleryGroup {
  group: number;
  score: number | null;
  original: string | null;
  processed: string | null;
  mask: string | null;
}

/** A fingerprint registration with its captures (`GET /admin/v2/person-fingerprint/{id}/images`). */
export interface FingerprintGallery {
  id?: number;
  finger?: string;
  person_cpf?: string;
  person_name?: string | null;
  created_at?: string;
  groups: GalleryGroup[];
}

/**
 * Reads the gallery answer (`{ data: { id, finger, person_cpf, person_name, created_at, groups } }`,
 * server/routes/fingerprintGalleryRoute.ts): an answer without its `data` object is an error
 * (readRecord); within it, fields of the wrong type are left out, paths that are not strings become null, a score that is
 * not a number becomes null, groups keep the server's order.
 *
 * @example readFingerprintGallery({ data: { finger: 'Polegar direito', groups: [{ group: 0, score: 0.91, original: 'a.jpeg', processed: null }] } })
 *   // { finger: 'Polegar direito', groups: [{ group: 0, score: 0.91, original: 'a.jpeg', processed: null, mask: null }] }
 */
export function readFingerprintGallery(body: unknown): FingerprintGallery {
  const r = readRecord(body, 'data');
  const gallery: FingerprintGallery = {
    groups: Array.isArray(r.groups) ? r.groups.filter(isObject).map(readGroup) : [],
  };
  if (typeof r.id === 'number') gallery.id = r.id;
  for (const key of ['finger', 'person_cpf', 'created_at'] as const) {
    const v = r[key];
    if (typeof v === 'string') gallery[key] = v;
  }
  if (typeof r.person_name === 'string' || r.person_name === null) gallery.person_name = r.person_name;
  return gallery;
}

function readGroup(g: Record<string, unknown>, index: number): GalleryGroup {
  const path = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
  const score =
    typeof g.score === 'number' ? g.score : typeof g.score === 'string' && g.score.trim() ? Number(g.score) : NaN;
  return {
    group: typeof g.group === 'number' ? g.group : index,
    score: Number.isFinite(score) ? score : null,
    original: path(g.original),
    processed: path(g.processed),
    mask: path(g.mask),
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
