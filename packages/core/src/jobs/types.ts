/** What the extractor reports for a page (the `extract-job` CLI prints exactly this). */
export type ExtractedJob = {
  isJob: boolean;
  companyName: string | null;
  positionName: string | null;
  location: string | null;
  url: string;
  description: string | null;
};

/** Fields one source found; empty strings mean "not found". */
export type JobFields = {
  positionName: string;
  companyName: string;
  location: string;
  description: string;
};

export const EMPTY_FIELDS: JobFields = { positionName: '', companyName: '', location: '', description: '' };
