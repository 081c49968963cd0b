import { Button } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import type { FileItem } from '../lib/upload';
import { saveDownload } from '../lib/download';

/** Stored files (spec 000 §3 file items) as download links; downloads carry the session's token. */
export function FileList({ files }: { files: readonly FileItem[] | null | undefined }) {
  if (!files || files.length === 0) return <>-</>;
  return (
    <ul className="as-file-list">
      {files.map((file) => (
        <li key={file.fileKey || file.uid}>
          <PaperClipOutlined aria-hidden="true" />
          <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => void saveDownload(file.url, file.filename).catch(() => undefined)}>
            {file.filename}
          </Button>
        </li>
      ))}
    </ul>
  );
}
