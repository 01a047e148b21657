/**
 * The first element of every query key: one root per server entity. Each feature's query-options factory owns its
 * full key and builds it on its root, so a change can refresh all of an entity's queries by prefix (tailoring
 * changes the resume cards' counts) without one feature importing another's internals.
 */
export const queryRoots = {
  user: ['user'],
  config: ['config'],
  account: ['account'],
  resumes: ['resumes'],
  tailoredResumes: ['tailored-resumes'],
  jobDescriptions: ['job-descriptions'],
  admin: ['admin'],
} as const;
