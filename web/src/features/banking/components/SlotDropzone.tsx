import { bankFileExtension, MAX_BANK_FILE_BYTES, type BankSlot } from '@factoria/domain/records/bank-session.schema';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface SlotDropzoneProps {
  slot: BankSlot;
  file: File | null;
  /** 0..1 while uploading, null before. */
  progress: number | null;
  disabled: boolean;
  onChange: (file: File | null) => void;
}

const statementSlot = (slot: BankSlot) => slot === 'statement' || slot === 'lastYear';

/** One labelled slot: a single file, checked against the spec's rule before anything uploads. */
export function SlotDropzone({ slot, file, progress, disabled, onChange }: SlotDropzoneProps) {
  const { t } = useTranslation('banking');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const label = t(`slots.${slot}`);

  function accept(files: FileList | null) {
    const picked = files?.[0];
    if (!picked) return;
    if (!bankFileExtension(slot, picked.name)) setError(statementSlot(slot) ? t('fileRuleStatement') : t('fileRule'));
    else if (picked.size === 0) setError(t('fileEmpty', { name: picked.name }));
    else if (picked.size > MAX_BANK_FILE_BYTES) setError(t('fileTooLarge', { name: picked.name }));
    else {
      setError(null);
      onChange(picked);
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) accept(event.dataTransfer.files);
  }

  return (
    <section
      className={`dropzone bank-slot${dragging ? ' dropzone-active' : ''}`}
      aria-label={label}
      data-slot={slot}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(!disabled);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <h2 className="bank-slot-title">{label}</h2>
      <p id={hintId} className="muted">
        {statementSlot(slot) ? t('hints.statement') : t('hints.book')}
      </p>
      {file ? (
        <p className="row">
          <strong>{file.name}</strong>
          {progress === null && (
            <button type="button" className="button button-ghost" disabled={disabled} onClick={() => onChange(null)}>
              {t('add.remove', { name: file.name })}
            </button>
          )}
        </p>
      ) : (
        <button type="button" className="button button-secondary" disabled={disabled} aria-describedby={hintId} onClick={() => input.current?.click()}>
          {t('add.choose')}
        </button>
      )}
      {progress !== null && <progress value={progress} max={1} aria-label={t('add.progress', { slot: label })} />}
      {error && (
        <p id={errorId} role="alert" className="field-error">
          {error}
        </p>
      )}
      <input
        ref={input}
        type="file"
        hidden
        data-testid={`bank-slot-${slot}`}
        accept={statementSlot(slot) ? '.xlsx,.csv,.n43,.txt' : '.xlsx,.csv'}
        onChange={(event) => {
          accept(event.target.files);
          event.target.value = '';
        }}
      />
    </section>
  );
}
