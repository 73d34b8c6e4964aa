import { useRef, useState } from 'react';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import SaveAltRounded from '@mui/icons-material/SaveAltRounded';
import FolderOpenRounded from '@mui/icons-material/FolderOpenRounded';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { usePlayText } from '../i18n/use-play-text.ts';
import { pythonFileName } from '../model/code-file.ts';
import { FriendlyDialog } from './friendly-dialog.tsx';

/** Reset confirmation: Cancel / Reset (gameplay §2 Modals). */
export function ResetDialog({ open, onCancel, onConfirm }: { readonly open: boolean; readonly onCancel: () => void; readonly onConfirm: () => void }) {
  const t = usePlayText();
  return (
    <FriendlyDialog
      open={open}
      onClose={onCancel}
      title={t('dialogs.reset.title')}
      art={<RestartAltRounded />}
      testId="reset-dialog"
      actions={
        <>
          <Button size="large" onClick={onCancel} autoFocus>
            {t('dialogs.cancel')}
          </Button>
          <Button size="large" variant="contained" color="warning" onClick={onConfirm}>
            {t('dialogs.reset.confirm')}
          </Button>
        </>
      }
    >
      <Typography sx={{ fontSize: '1.05rem' }}>{t('dialogs.reset.body')}</Typography>
    </FriendlyDialog>
  );
}

/** Offers the code as a file download. */
export function downloadCode(fileName: string, code: string): void {
  const url = URL.createObjectURL(new Blob([code], { type: 'text/x-python' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Save: a file name is required; `.py` is added when missing (gameplay §5). */
export function SaveDialog({ open, defaultName, onCancel, onSave }: { readonly open: boolean; readonly defaultName: string; readonly onCancel: () => void; readonly onSave: (fileName: string) => void }) {
  const t = usePlayText();
  const [name, setName] = useState(defaultName);
  const [error, setError] = useState(false);
  const submit = () => {
    const fileName = pythonFileName(name);
    if (fileName === null) {
      setError(true);
      return;
    }
    onSave(fileName);
  };
  return (
    <FriendlyDialog
      open={open}
      onClose={onCancel}
      title={t('dialogs.save.title')}
      art={<SaveAltRounded />}
      testId="save-dialog"
      actions={
        <>
          <Button size="large" onClick={onCancel}>
            {t('dialogs.cancel')}
          </Button>
          <Button size="large" variant="contained" onClick={submit}>
            {t('dialogs.save.confirm')}
          </Button>
        </>
      }
    >
      <TextField
        autoFocus
        fullWidth
        margin="dense"
        label={t('dialogs.save.label')}
        value={name}
        error={error}
        helperText={error ? t('dialogs.save.required') : ' '}
        onChange={(event) => {
          setName(event.target.value);
          setError(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submit();
        }}
        slotProps={{ htmlInput: { 'data-testid': 'save-name' } }}
      />
    </FriendlyDialog>
  );
}

/** Load: reads a chosen .py file as text into the editor. */
export function LoadDialog({ open, onCancel, onLoad }: { readonly open: boolean; readonly onCancel: () => void; readonly onLoad: (code: string) => void }) {
  const t = usePlayText();
  const input = useRef<HTMLInputElement>(null);
  const [failed, setFailed] = useState(false);
  return (
    <FriendlyDialog
      open={open}
      onClose={onCancel}
      title={t('dialogs.load.title')}
      art={<FolderOpenRounded />}
      testId="load-dialog"
      actions={
        <>
          <Button size="large" onClick={onCancel}>
            {t('dialogs.cancel')}
          </Button>
          <Button size="large" variant="contained" onClick={() => input.current?.click()} autoFocus>
            {t('dialogs.load.choose')}
          </Button>
        </>
      }
    >
      <Typography sx={{ fontSize: '1.05rem' }}>{t('dialogs.load.body')}</Typography>
      {failed ? (
        <Typography color="error" sx={{ mt: 1 }}>
          {t('dialogs.load.failed')}
        </Typography>
      ) : null}
      <input
        ref={input}
        type="file"
        accept=".py,text/x-python,text/plain"
        hidden
        data-testid="load-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          file.text().then(
            (text) => {
              setFailed(false);
              onLoad(text);
            },
            (error: unknown) => {
              console.error('Could not read the chosen file', error);
              setFailed(true);
            },
          );
        }}
      />
    </FriendlyDialog>
  );
}
