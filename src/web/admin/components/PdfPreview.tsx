import { useEffect, useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { fetchFile } from '../lib/api.ts';

/** Whether a stored file is a PDF the browser can show: the store keeps the checked type's extension. */
export const isPdf = (fileUrl: string) => /\.pdf$/i.test(fileUrl);

/**
 * A stored PDF shown in place. The download needs the session, which a frame's own request would
 * not carry as an admin call, so the file is fetched as the download button fetches it and framed
 * from a blob (typed as a PDF: the server sends attachments as bytes to save); the blob's URL is
 * released when the preview goes. Nothing shows when the file cannot be fetched: the download
 * button beside it reports that.
 */
export function PdfPreview({ fileUrl, fileName }: { fileUrl: string; fileName: string }) {
  const { t } = useI18n();
  const [url, setUrl] = useState<string | null>(null);
  const [isLoading, setIsLoading] = useState(true);

  useEffect(() => {
    let isCurrent = true;
    let objectUrl: string | null = null;
    setIsLoading(true);
    fetchFile(fileUrl, fileName).then(
      (blob) => {
        if (!isCurrent) return;
        if (blob) {
          objectUrl = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
          setUrl(objectUrl);
        }
        setIsLoading(false);
      },
      () => isCurrent && setIsLoading(false),
    );
    return () => {
      isCurrent = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [fileUrl, fileName]);

  if (isLoading) return <p className="admin-loading">{t('application.previewLoading')}</p>;
  if (!url) return null;
  return <iframe className="admin-pdf" src={url} title={t('application.preview', { name: fileName })} />;
}
