import { type ChangeEvent, useId, useState } from 'react';
import { Link } from 'react-router';

import type { ImportReport } from '../../../contract/listing-import';
import { PageHeader } from '../../components/admin/page-header';
import { SpinnerRing } from '../../components/admin/spinner';
import { useToast } from '../../components/admin/toasts';
import { buttonStyles, cardStyles, errorBoxStyles, labelStyles } from '../../components/admin/ui';
import { adminSubmit, ApiError, requireSession } from '../../lib/admin/api';
import { downloadFromApi } from '../../lib/admin/download';
import { adminMeta } from '../../lib/admin/meta';

export function meta() {
  return adminMeta('Import listings');
}

export function clientLoader() {
  requireSession();
  return null;
}

const texts = {
  exportFailed: 'Could not download the listings. Please try again.',
  checkFailed: 'Could not check the file. Please try again.',
  importFailed: 'Could not import the listings. Please try again.',
  notCsv: 'Choose a CSV file (.csv), as the export makes.',
};

/** The fields of a row's errors, said briefly: 'price: Enter a number.' */
function errorLines(errors: Record<string, string[]>): string[] {
  return Object.entries(errors).flatMap(([field, messages]) =>
    messages.map((message) => `${field.replace(/_/g, ' ')}: ${message}`),
  );
}

type Step =
  | { name: 'choose' }
  | { name: 'checking' }
  | { name: 'checked'; report: ImportReport }
  | { name: 'importing'; report: ImportReport }
  | { name: 'done'; report: ImportReport };

/**
 * Listings from a CSV file (issue 15, item 8): choose the file, read each row's check, then
 * import all of them, or only the valid ones. Photos are added on each listing afterwards.
 */
export default function ImportListings() {
  const toast = useToast();
  const fileId = useId();
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [problem, setProblem] = useState<string | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [isExporting, setIsExporting] = useState(false);

  async function send(text: string, options: { dry_run: boolean; skip_invalid?: boolean }) {
    return adminSubmit<ImportReport>('/properties/properties/import/', {
      method: 'POST',
      body: { csv: text, ...options },
      fallbackMessage: options.dry_run ? texts.checkFailed : texts.importFailed,
    });
  }

  async function check(text: string) {
    setProblem(null);
    setStep({ name: 'checking' });
    try {
      setStep({ name: 'checked', report: await send(text, { dry_run: true }) });
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : texts.checkFailed);
      setStep({ name: 'choose' });
    }
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') {
      setProblem(texts.notCsv);
      return;
    }
    setFileName(file.name);
    setSkipInvalid(false);
    const text = await file.text();
    setCsv(text);
    await check(text);
  }

  async function runImport(report: ImportReport) {
    if (csv === null) return;
    setStep({ name: 'importing', report });
    try {
      const done = await send(csv, { dry_run: false, skip_invalid: skipInvalid });
      setStep({ name: 'done', report: done });
      toast.success(
        done.created.length === 1
          ? '1 listing imported'
          : `${done.created.length} listings imported`,
      );
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : texts.importFailed);
      setStep({ name: 'checked', report });
    }
  }

  async function exportAll() {
    setIsExporting(true);
    try {
      await downloadFromApi('/properties/properties/export/', texts.exportFailed);
    } catch {
      toast.error(texts.exportFailed);
    } finally {
      setIsExporting(false);
    }
  }

  const report = step.name === 'checked' || step.name === 'importing' ? step.report : null;
  const canImport = report !== null && report.valid > 0 && (report.invalid === 0 || skipInvalid);

  return (
    <>
      <PageHeader
        title="Import listings"
        description="Add many listings at once from a spreadsheet saved as CSV. Photos are added to each listing afterwards."
        actions={
          <>
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => void exportAll()}
              disabled={isExporting}
            >
              {isExporting ? <SpinnerRing className="size-4" /> : null}
              Download listings as CSV
            </button>
            <Link to="/admin/properties" className={buttonStyles.ghost}>
              Back to properties
            </Link>
          </>
        }
      />

      <section className={`${cardStyles} mb-6 flex flex-col gap-4 p-5 sm:p-6`}>
        <div>
          <label htmlFor={fileId} className={labelStyles}>
            CSV file
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => void choose(event)}
            disabled={step.name === 'checking' || step.name === 'importing'}
            className="block w-full text-sm text-ink-700 file:mr-4 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-800"
          />
          <p className="mt-2 text-sm text-ink-600">
            Use the columns of <strong>Download listings as CSV</strong>: title, description, price,
            property_type, bedrooms, bathrooms, area, town (and district), latitude, longitude,
            contact_name, phone_number, whatsapp_number, email, and features separated by
            semicolons. Up to 1,000 rows.
          </p>
        </div>
        {problem && (
          <p role="alert" className={errorBoxStyles}>
            {problem}
          </p>
        )}
        {step.name === 'checking' && (
          <p className="flex items-center gap-2 text-sm text-ink-700" role="status">
            <SpinnerRing className="size-4 text-brand-700" /> Checking {fileName}…
          </p>
        )}
      </section>

      {report && (
        <section className={cardStyles} aria-labelledby="import-check">
          <div className="flex flex-col gap-3 border-b border-ink-100 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
            <h2
              id="import-check"
              className="text-base font-semibold text-ink-950"
              aria-live="polite"
            >
              {fileName}: {report.valid} ready
              {report.invalid > 0 ? `, ${report.invalid} with errors` : ''}
            </h2>
            <div className="flex flex-wrap items-center gap-4">
              {report.invalid > 0 && report.valid > 0 && (
                <label className="flex items-center gap-2 text-sm text-ink-800">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-700"
                    checked={skipInvalid}
                    onChange={(event) => setSkipInvalid(event.target.checked)}
                  />
                  Skip the rows with errors
                </label>
              )}
              <button
                type="button"
                className={buttonStyles.primary}
                disabled={!canImport || step.name === 'importing'}
                onClick={() => void runImport(report)}
              >
                {step.name === 'importing' ? <SpinnerRing className="size-4" /> : null}
                Import {report.valid === 1 ? '1 listing' : `${report.valid} listings`}
              </button>
            </div>
          </div>
          <ol className="divide-y divide-ink-100">
            {report.rows.map((row) => {
              const lines = errorLines(row.errors);
              return (
                <li
                  key={row.line}
                  className="flex flex-col gap-1 px-5 py-3 text-sm sm:flex-row sm:gap-4 sm:px-6"
                >
                  <span className="w-20 shrink-0 text-ink-500 tabular-nums">Line {row.line}</span>
                  <span className="min-w-0 flex-1 font-medium break-words text-ink-900">
                    {row.title || 'No title'}
                  </span>
                  {lines.length === 0 ? (
                    <span className="font-medium text-brand-700">Ready</span>
                  ) : (
                    <ul className="text-red-700 sm:max-w-md">
                      {lines.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      )}

      {step.name === 'done' && (
        <section className={`${cardStyles} p-5 sm:p-6`} aria-labelledby="import-done">
          <h2 id="import-done" className="text-base font-semibold text-ink-950">
            {step.report.created.length === 1
              ? '1 listing imported'
              : `${step.report.created.length} listings imported`}
          </h2>
          <p className="mt-1 text-sm text-ink-600">
            Add their photos from each listing's edit screen.
          </p>
          <ul className="mt-4 flex flex-wrap gap-2">
            {step.report.created.map((id) => (
              <li key={id}>
                <Link to={`/admin/edit-property/${id}`} className={buttonStyles.secondary}>
                  Edit listing #{id}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
