import { Button } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import type { FileItem } from '../lib/upload';
import { saveFile } from '../lib/download';

/** Stored files (spec 000 §3 file items) as download links; each download uses a one-time link (D-94). */
export function FileList({ files }: { files: readonly FileItem[] | null | undefined }) {
  if (!files || files.length === 0) return <>-</>;
  return (
    <ul className="as-file-list">
      {files.map((file) => (
        <li key={file.fileKey || file.uid}>
          <PaperClipOutlined aria-hidden="true" />
          <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => void saveFile(file.fileKey || file.uid, file.filename).catch(() => undefined)}>
            {file.filename}
          </Button>
        </li>
      ))}
    </ul>
  );
}
