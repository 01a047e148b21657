import { normalizeResumeData } from '@tailor/core/normalize';
import type { ResumeData } from '@tailor/core/resume';

const VERBS = [
  'Built',
  'Led',
  'Designed',
  'Shipped',
  'Migrated',
  'Automated',
  'Reduced',
  'Scaled',
  'Mentored',
];
const THINGS = [
  'a billing service handling 40k requests per minute',
  'the onboarding flow used by every new customer',
  'an event pipeline on Kafka and PostgreSQL',
  'a design system shared by four product teams',
  'nightly data exports for finance and support',
  'search relevance tuning across 2M listings',
  'the release process from weekly to daily deploys',
];
const RESULTS = [
  'cutting latency by 35%',
  'saving 12 hours a week',
  'with zero downtime',
  'raising NPS by 9 points',
];

/** A fictional person's resume of any length: `jobs` × `bullets` sets the size (2 jobs × 5 ≈ one page). */
export function sampleResume(options: { jobs?: number; bullets?: number; name?: string } = {}): ResumeData {
  const jobs = options.jobs ?? 6;
  const bullets = options.bullets ?? 5;
  let n = 0;
  const bullet = () => {
    n++;
    return `${VERBS[n % VERBS.length]} ${THINGS[(n * 3) % THINGS.length]}, ${RESULTS[(n * 5) % RESULTS.length]} (${n})`;
  };
  return normalizeResumeData({
    name: options.name ?? 'Morgan Example',
    contact: {
      email: 'morgan@example.com',
      phone: '+1 555 010 2030',
      location: 'Portland, OR',
      link: 'https://example.com/morgan',
    },
    summary:
      'Backend engineer with eight years of building reliable services for marketplaces and payments teams.',
    skills: ['TypeScript', 'Node.js', 'PostgreSQL', 'Kafka', 'React', 'AWS', 'Terraform', 'Go'],
    experience: Array.from({ length: jobs }, (_, i) => ({
      job_title: i % 2 ? 'Senior Software Engineer' : 'Software Engineer',
      company: `Company ${String.fromCharCode(65 + (i % 26))}${i >= 26 ? i : ''} Inc.`,
      location: i % 3 ? 'Remote' : 'Portland, OR',
      dates: `Jan ${2024 - i * 2} – Dec ${2025 - i * 2}`,
      bullet_points: Array.from({ length: bullets }, bullet),
    })),
    education: [
      { degree: 'BSc Computer Science', school: 'Oregon State University', dates: '2012 – 2016', gpa: '3.7' },
    ],
    certifications: [{ name: 'AWS Certified Developer', year: '2021' }],
  });
}
