/** Business constants of documents 1 §9 and 2 §9. */
export const MAX_RESUMES_PER_USER = 9;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The upload limit as people read it ("10MB"). */
export const MAX_UPLOAD_LABEL = `${MAX_UPLOAD_BYTES / (1024 * 1024)}MB`;
/** What the upload takes, in the dialog and in refusals (decision 067). */
export const ACCEPTED_FILES_LABEL = 'PDF or Word (.docx)';
/** Refusals of files that are neither a PDF nor a Word (.docx) document (decision 067). */
export const UPLOAD_REFUSALS = {
  other: `Only ${ACCEPTED_FILES_LABEL} files are allowed`,
  doc: 'Old Word (.doc) files and password-protected Word files cannot be read. Save it as a Word Document (.docx) without a password, or as a PDF, and upload that.',
  docm: 'Word files with macros are not accepted. Save it as a Word Document (.docx), or as a PDF, and upload that.',
} as const;
export const SIGNUP_CREDITS = 5;
export const ADMIN_CREDIT_STEP = 5;
export const ADMIN_USERS_PAGE_SIZE = 50;
export const RECENT_ACTIVITY_COUNT = 5;
export const RECENT_ACTIVITY_POSITION_CHARS = 30;
export const TAILORED_LIST_PAGE_SIZE = 10;
export const UPLOAD_ERROR_TOAST_MS = 15_000;
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 10_000;
export const TOAST_DEFAULT_MS = 5_000;
export const USER_REFETCH_AFTER_TAILOR_MS = 100;
export const SMALL_SCREEN_PX = 500;
export const SUPPORT_EMAIL = 'support@tailor.app';
export const EXTENSION_STORE_URL = 'https://chromewebstore.google.com/detail/tailor';
export const DATE_FORMAT = 'MMM d, yyyy';
export const DATE_TIME_FORMAT = 'MMM d, yyyy h:mm aa';
/** Saved job descriptions per user: far above any real search, low enough that a script cannot fill the disk. */
export const MAX_JOB_DESCRIPTIONS_PER_USER = 1000;
/** Open tailoring event streams per user (a few tabs); more answer 429. */
export const MAX_EVENT_STREAMS_PER_USER = 5;
/** The most credits an admin can set on one account. */
export const MAX_ADMIN_CREDITS = 1_000_000;
/** Admin table pagination: every page number is shown up to this many pages, else an ellipsis. */
export const ADMIN_PAGINATION_ALL_PAGES_MAX = 7;

/** After handing the token to the extension, /extension/login closes its tab after this long (doc 2 §9). */
export const EXTENSION_LOGIN_CLOSE_MS = 1000;
/** A password-reset link works this long, once. */
export const PASSWORD_RESET_TTL_MINUTES = 30;
/** An email-verification link works this long, once. */
export const EMAIL_VERIFICATION_TTL_HOURS = 48;
