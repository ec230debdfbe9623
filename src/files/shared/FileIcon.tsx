/** The file-type icons of spec 3 §9: a page with a coloured band and the type's short name. */
import type { FileKind } from './file-kind.logic';

const LOOK: Record<FileKind, { label: string; color: string }> = {
  doc: { label: 'DOC', color: '#2b579a' },
  img: { label: 'IMG', color: '#8764b8' },
  mp3: { label: 'MP3', color: '#c239b3' },
  pdf: { label: 'PDF', color: '#d13438' },
  ppt: { label: 'PPT', color: '#c43e1c' },
  xlsx: { label: 'XLS', color: '#217346' },
  file: { label: 'FILE', color: '#616161' },
};

export function FileIcon({ kind }: { kind: FileKind }) {
  const { label, color } = LOOK[kind];
  return (
    <svg width="28" height="32" viewBox="0 0 28 32" aria-hidden="true" data-file-kind={kind}>
      <path d="M3 1.5h15l7 7v22H3z" fill="#fff" stroke="#c8c6c4" />
      <path d="M18 1.5v7h7" fill="none" stroke="#c8c6c4" />
      <rect x="1" y="15" width="22" height="11" rx="1.5" fill={color} />
      <text x="12" y="23.5" textAnchor="middle" fontSize={label.length > 3 ? 6.5 : 7.5} fontWeight="700" fill="#fff" fontFamily="sans-serif">
        {label}
      </text>
    </svg>
  );
}
