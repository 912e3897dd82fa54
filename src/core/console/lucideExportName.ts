/**
 * The name lucide-react exports an icon under, from the icon's name on lucide.dev (kebab case):
 * each word capitalised, hyphens dropped (lucide's own toPascalCase).
 *
 * @example lucideExportName('scan-face') // 'ScanFace'
 * @example lucideExportName('file-x-2') // 'FileX2'
 */
export function lucideExportName(icon: string): string {
  return icon
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}
