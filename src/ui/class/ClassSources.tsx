import { useId, useState, type ChangeEvent } from 'react';
import { useClassT } from './class-messages';
import type { ColumnMapping, TablePreview } from '../../worker/messages';

/** The files the inputs offer: CSV and TSV text, and the spreadsheets' own .xlsx and .ods (their first sheet). */
const CLASS_FILE_TYPES =
  '.csv,.tsv,.txt,.xlsx,.ods,text/csv,text/tab-separated-values,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.oasis.opendocument.spreadsheet';

/** A chosen file, by its name ("" for pasted cells). */
interface NamedFile {
  name: string;
}

interface SourcesProps {
  answers: NamedFile | null;
  keyFile: NamedFile | null;
  onFiles(files: File[], as: 'answers' | 'key' | 'guess'): void;
  onPaste(text: string): void;
  onRemoveKey(): void;
  disabled: boolean;
}

/** Choosing, dropping or pasting the class's files. */
export function ClassSources({ answers, keyFile, onFiles, onPaste, onRemoveKey, disabled }: SourcesProps) {
  const t = useClassT();
  const answersId = useId();
  const keyId = useId();
  const pasteId = useId();
  const [pasted, setPasted] = useState('');
  const [over, setOver] = useState(false);

  const chosen = (as: 'answers' | 'key') => (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length > 0) onFiles(files, as);
  };

  return (
    <section className="class-sources" aria-labelledby={`${answersId}-heading`}>
      <h3 id={`${answersId}-heading`}>{t('files')}</h3>
      <div
        className={over ? 'class-drop class-drop-over' : 'class-drop'}
        onDragEnter={() => setOver(true)}
        onDragLeave={(event) => {
          if (event.currentTarget === event.target) setOver(false);
        }}
        // The page's drop zone hands files dropped anywhere to the tab (file-drop-target); here only the highlight is ours.
        onDrop={() => setOver(false)}
      >
        <p>{t('drop')}</p>
        <div className="class-file-row">
          <label htmlFor={answersId}>{t('answersFile')}</label>
          <input id={answersId} type="file" accept={CLASS_FILE_TYPES} multiple disabled={disabled} onChange={chosen('answers')} />
          {answers !== null && <span className="class-file-name">{answers.name === '' ? t('pasted') : answers.name}</span>}
        </div>
        <div className="class-file-row">
          <label htmlFor={keyId}>{t('keyFile')}</label>
          <input
            id={keyId}
            type="file"
            accept={CLASS_FILE_TYPES}
            disabled={disabled}
            onChange={chosen('key')}
            aria-describedby={`${keyId}-hint`}
          />
          {keyFile !== null && (
            <>
              <span className="class-file-name">{keyFile.name}</span>
              <button type="button" onClick={onRemoveKey} disabled={disabled}>
                {t('removeKey')}
              </button>
            </>
          )}
          <p id={`${keyId}-hint`} className="field-hint">
            {t('keyHint')}
          </p>
        </div>
      </div>
      <details className="class-paste">
        <summary>{t('paste')}</summary>
        <label htmlFor={pasteId}>{t('pasteLabel')}</label>
        <textarea id={pasteId} rows={6} value={pasted} onChange={(event) => setPasted(event.target.value)} spellCheck={false} dir="ltr" />
        <button type="button" disabled={disabled || pasted.trim() === ''} onClick={() => onPaste(pasted)}>
          {t('usePaste')}
        </button>
      </details>
    </section>
  );
}

interface MappingProps<Column extends string> {
  title: string;
  preview: TablePreview<Column>;
  columns: readonly Column[];
  onChange(mapping: ColumnMapping<Column>): void;
  disabled: boolean;
}

/** The first rows of a file under its header, with a chooser per known column (which header cell holds it). */
export function MappingPreview<Column extends string>({ title, preview, columns, onChange, disabled }: MappingProps<Column>) {
  const t = useClassT();
  const id = useId();
  const headerName = (index: number) => {
    const cell = preview.header[index]?.trim() ?? '';
    return cell === '' ? t('column', { column: index + 1 }) : `${index + 1}: ${cell}`;
  };
  return (
    <section className="class-mapping" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      <p className="field-hint">{t('previewHint')}</p>
      <div className="class-mapping-choices">
        {columns.map((column) => (
          <label key={column} className="class-mapping-choice">
            <code>{column}</code>
            <select
              value={preview.mapping[column] ?? ''}
              disabled={disabled}
              aria-invalid={preview.missing.includes(column)}
              onChange={(event) => {
                const next: ColumnMapping<Column> = { ...preview.mapping };
                if (event.target.value === '') delete next[column];
                else next[column] = Number(event.target.value);
                onChange(next);
              }}
            >
              <option value="">{t('columnNone')}</option>
              {preview.header.map((_, index) => (
                <option key={index} value={index}>
                  {headerName(index)}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      {preview.missing.length > 0 && (
        <p className="error-text" role="alert">
          {t('missing', { columns: preview.missing.join(', ') })}
        </p>
      )}
      <div className="table-scroll">
        <table className="class-preview">
          <caption className="visually-hidden">{t('preview')}</caption>
          <thead>
            <tr>
              {preview.header.map((cell, index) => {
                const mapped = columns.filter((column) => preview.mapping[column] === index);
                return (
                  <th key={index} scope="col">
                    {cell}
                    {mapped.length > 0 && <span className="class-mapped"> → {mapped.join(', ')}</span>}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {preview.preview.map((record, row) => (
              <tr key={row}>
                {preview.header.map((_, index) => (
                  <td key={index} dir="auto">
                    {preview.dropped?.some((cell) => cell.row === row && cell.cell === index) ? (
                      <span className="class-cell class-cell-dropped">{t('cellDropped')}</span>
                    ) : (
                      <span className="class-cell">{record[index] ?? ''}</span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
